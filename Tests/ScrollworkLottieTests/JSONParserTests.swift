import Testing
@testable import ScrollworkLottie

struct JSONParserTests {
    private func parse(_ text: String, depth: Int = 128) throws(JSONParseError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8), maxDepth: depth)
    }

    @Test("objects, arrays and literals")
    func structure() throws {
        let v = try parse(#" { "a": [1, true, false, null, "x"], "b": {}, "c": [] } "#)
        #expect(v["a"]?.array?.count == 5)
        #expect(v["a"]?.array?[1].number == 1)
        #expect(v["a"]?.array?[4].string == "x")
        guard case .null? = v["a"]?.array?[3] else { Issue.record("null expected"); return }
        #expect(v["b"]?.isObject == true)
        #expect(v["c"]?.array?.isEmpty == true)
        #expect(v["missing"] == nil)
    }

    @Test("a duplicated key reads as its last occurrence")
    func duplicateKeys() throws {
        #expect(try parse(#"{"k": 1, "k": [2]}"#)["k"]?.scalar == 2)
    }

    @Test("numbers convert exactly like the standard library", arguments: [
        "0", "-0", "1", "-17", "3.25", "29.9700012207031", "14.0000005702317", "0.833333333333333",
        "0.16666666666666666", "1e3", "1E-7", "-2.5e+10", "123456789012345678901234", "1e308", "4.9e-324",
        "0.1", "0.000001234", "9007199254740993", "150.000006109625", "1.7976931348623157e308",
    ])
    func numbers(text: String) throws {
        let parsed = try parse(text).number
        #expect(parsed == Double(text))
    }

    @Test("out-of-range numbers become infinite, not a trap")
    func hugeNumber() throws {
        #expect(try parse("1e999").number == .infinity)
    }

    @Test("string escapes and surrogate pairs")
    func strings() throws {
        #expect(try parse(#""a\"b\\c\/d\n\t\u00e9\ud83d\ude00""#).string == "a\"b\\c/d\n\té😀")
        #expect(try parse(#""lone \ud800 surrogate""#).string == "lone \u{FFFD} surrogate")
        #expect(try parse("\"caf\u{e9}\"").string == "café")
    }

    @Test("a UTF-8 byte order mark is skipped")
    func bom() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)
        #expect(try JSONParser.parse(bytes, maxDepth: 8).array?.count == 1)
    }

    @Test("malformed documents fail with the byte offset", arguments: [
        ("", 0), ("[1, 2", 5), ("[1,]", 3), ("{\"a\" 1}", 5), ("tru", 0), ("01", 1), ("[1] x", 4),
        ("\"abc", 0), ("{\"a\":}", 5), ("-", 1), ("1.", 2), ("\"\\q\"", 2), ("[NaN]", 1),
    ] as [(String, Int)])
    func malformed(text: String, offset: Int) {
        do {
            _ = try parse(text)
            Issue.record("\(text) parsed")
        } catch {
            #expect(error.offset == offset, "\(text): \(error)")
            guard case .malformed = error.reason else { Issue.record("wrong reason \(error.reason)"); return }
        }
    }

    @Test("nesting deeper than the limit is an error, not a stack overflow")
    func depth() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        do {
            _ = try parse(deep, depth: 128)
            Issue.record("parsed")
        } catch {
            #expect(error.reason == .tooDeep(limit: 128))
            #expect(error.offset == 128)
        }
        #expect((try? parse("[[[[1]]]]", depth: 4)) != nil)
        #expect((try? parse("[[[[[1]]]]]", depth: 4)) == nil)
    }

    @Test("mutated documents never trap", arguments: 0..<4)
    func fuzz(seed: Int) {
        let base = Array(Fixture.animation(layers: "[" + Fixture.shapeLayer(#"[{"ty":"fl","c":{"a":0,"k":[1,0,0]},"o":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]}},{"t":10,"s":[100]}]}}]"#) + "]").utf8)
        var rng = SplitMix(seed: UInt64(seed))
        var loaded = 0
        var failed = 0
        for _ in 0..<400 {
            var bytes = base
            for _ in 0..<(1 + Int(rng.next() % 4)) {
                let i = Int(rng.next() % UInt64(bytes.count))
                switch rng.next() % 3 {
                case 0: bytes[i] = UInt8(truncatingIfNeeded: rng.next())
                case 1: bytes.remove(at: i)
                default:
                    let alphabet = Array("[]{},:\"0-e".utf8)
                    bytes.insert(alphabet[Int(rng.next() % UInt64(alphabet.count))], at: i)
                }
            }
            do {
                _ = try LottieReader.everything.read(json: bytes)
                loaded += 1
            } catch {
                failed += 1
                #expect(error.path.hasPrefix("$"))
            }
        }
        #expect(loaded + failed == 400)
        #expect(failed > 0)
    }
}

/// A small deterministic generator for fuzz tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
