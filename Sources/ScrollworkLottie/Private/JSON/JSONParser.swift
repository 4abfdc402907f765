#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a JSON document could not be parsed, and where (a byte offset into the input).
@usableFromInline
struct JSONParseError: Error, Sendable, Equatable {
    enum Reason: Sendable, Equatable {
        /// The bytes are not JSON.
        case malformed(String)
        /// Arrays/objects nest deeper than the limit.
        case tooDeep(limit: Int)
    }
    var offset: Int
    var reason: Reason
}

/// A strict, total JSON parser into ``JSONValue``.
///
/// - It never traps: every input yields a value or a ``JSONParseError`` with a byte offset.
/// - Nesting is bounded by `maxDepth` (a 1,000-deep array is an error, not a stack overflow).
/// - Strings with invalid UTF-8 are repaired (U+FFFD), not rejected: names are for display.
/// - Numbers follow the JSON grammar; the common short decimals are converted exactly without
///   a C call, the rest through `strtod`.
///
/// Why a parser of our own (measured 2026-11-21, release, on `bm_ronda.json`, 1.8 MB, the
/// largest corpus JSON; `cd Benchmarks && swift package --disable-sandbox benchmark --target
/// LottieBenchmarks`; a shared 2-core machine under load, so times are p0/p50):
///
/// | strategy | time p0 / p50 | mallocs | peak RSS (harness alone: 34 MB) |
/// |---|---|---|---|
/// | this parser → `JSONValue` | 27 / 38 ms | 128 K | 51 MB |
/// | `JSONSerialization.jsonObject` | 194 / 296 ms | 420 K | 150 MB |
/// | `JSONDecoder` → a generic Codable enum | 2,712 / 2,714 ms | 12 M | 74 MB |
/// | full read into the Lottie model (parse + decode) | 43 / 62 ms | 169 K | 55 MB |
@usableFromInline
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    private let maxDepth: Int
    private var depth = 0
    private var scratch: [UInt8] = []
    /// Children of the containers being parsed; each container is copied out once, exactly
    /// sized, when it closes (one allocation per container instead of repeated growth).
    private var valueStack: [JSONValue] = []
    private var memberStack: [JSONMember] = []

    private init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.index = 0
        self.maxDepth = maxDepth
    }

    /// Parses a whole document (one value, optional whitespace around it, an optional UTF-8 BOM).
    static func parse(_ data: UnsafeBufferPointer<UInt8>, maxDepth: Int) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: data, maxDepth: maxDepth)
        if data.count >= 3, data[0] == 0xEF, data[1] == 0xBB, data[2] == 0xBF { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < data.count {
            throw JSONParseError(offset: parser.index, reason: .malformed("unexpected data after the document"))
        }
        return value
    }

    /// Parses a whole document held in an array.
    static func parse(_ data: [UInt8], maxDepth: Int) throws(JSONParseError) -> JSONValue {
        let result: Result<JSONValue, JSONParseError> = data.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONParseError) -> JSONValue in try parse(buffer, maxDepth: maxDepth) }
        }
        return try result.get()
    }

    // MARK: - Values

    private mutating func parseValue() throws(JSONParseError) -> JSONValue {
        guard index < bytes.count else { throw fail("unexpected end of data, a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw fail("unexpected character \(describe(bytes[index]))")
        }
    }

    private mutating func enter() throws(JSONParseError) {
        depth += 1
        if depth > maxDepth { throw JSONParseError(offset: index, reason: .tooDeep(limit: maxDepth)) }
    }

    private mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enter()
        index += 1  // {
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object([])
        }
        let base = memberStack.count
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw fail("an object key (a string) was expected")
            }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("':' was expected after an object key") }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            memberStack.append(JSONMember(key: key, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw fail("unexpected end of data inside an object") }
            let c = bytes[index]
            index += 1
            if c == UInt8(ascii: ",") { continue }
            if c == UInt8(ascii: "}") { break }
            index -= 1
            throw fail("',' or '}' was expected in an object")
        }
        depth -= 1
        let members = Array(memberStack[base...])
        memberStack.removeSubrange(base...)
        return .object(members)
    }

    private mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enter()
        index += 1  // [
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array([])
        }
        let base = valueStack.count
        while true {
            skipWhitespace()
            valueStack.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw fail("unexpected end of data inside an array") }
            let c = bytes[index]
            index += 1
            if c == UInt8(ascii: ",") { continue }
            if c == UInt8(ascii: "]") { break }
            index -= 1
            throw fail("',' or ']' was expected in an array")
        }
        depth -= 1
        let items = Array(valueStack[base...])
        valueStack.removeSubrange(base...)
        return .array(items)
    }

    // MARK: - Strings

    private mutating func parseString() throws(JSONParseError) -> String {
        index += 1  // opening quote
        let start = index
        // Fast path: no escapes.
        while index < bytes.count {
            let c = bytes[index]
            if c == UInt8(ascii: "\"") {
                let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return s
            }
            if c == UInt8(ascii: "\\") { break }
            index += 1
        }
        guard index < bytes.count else { throw JSONParseError(offset: start - 1, reason: .malformed("unterminated string")) }
        // Slow path: copy with escapes decoded.
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let c = bytes[index]
            if c == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if c != UInt8(ascii: "\\") {
                scratch.append(c)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { break }
            let e = bytes[index]
            index += 1
            switch e {
            case UInt8(ascii: "\""): scratch.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): scratch.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "/"): scratch.append(UInt8(ascii: "/"))
            case UInt8(ascii: "b"): scratch.append(0x08)
            case UInt8(ascii: "f"): scratch.append(0x0C)
            case UInt8(ascii: "n"): scratch.append(0x0A)
            case UInt8(ascii: "r"): scratch.append(0x0D)
            case UInt8(ascii: "t"): scratch.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try parseHex4()
                if (0xD800...0xDBFF).contains(scalar) {
                    // A high surrogate: pair it with a following \uDC00–\uDFFF, else U+FFFD.
                    if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        let save = index
                        index += 2
                        let low = try parseHex4()
                        if (0xDC00...0xDFFF).contains(low) {
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            index = save
                            scalar = 0xFFFD
                        }
                    } else {
                        scalar = 0xFFFD
                    }
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    scalar = 0xFFFD
                }
                appendUTF8(scalar)
            default:
                index -= 1
                throw fail("invalid escape sequence \\\(describe(e))")
            }
        }
        throw JSONParseError(offset: start - 1, reason: .malformed("unterminated string"))
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw fail("a \\u escape needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[index]
            let digit: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw fail("a \\u escape needs four hex digits")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(scalar))
        case 0x80..<0x800:
            scratch.append(UInt8(0xC0 | (scalar >> 6)))
            scratch.append(UInt8(0x80 | (scalar & 0x3F)))
        case 0x800..<0x10000:
            scratch.append(UInt8(0xE0 | (scalar >> 12)))
            scratch.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            scratch.append(UInt8(0x80 | (scalar & 0x3F)))
        default:
            scratch.append(UInt8(0xF0 | ((scalar >> 18) & 0x07)))
            scratch.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
            scratch.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
            scratch.append(UInt8(0x80 | (scalar & 0x3F)))
        }
    }

    // MARK: - Helpers

    @inline(__always)
    func isDigit(_ c: UInt8) -> Bool { c &- UInt8(ascii: "0") < 10 }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONParseError) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw fail("unexpected end of data in a literal") }
        let w = word.utf8Start
        for i in 0..<count where bytes[index + i] != w[i] {
            throw fail("invalid literal")
        }
        index += count
    }

    func fail(_ message: String) -> JSONParseError {
        JSONParseError(offset: index, reason: .malformed(message))
    }

    private func describe(_ c: UInt8) -> String {
        if c >= 0x21 && c < 0x7F { return "'\(Character(Unicode.Scalar(c)))'" }
        return "0x" + String(c, radix: 16, uppercase: true)
    }
}
