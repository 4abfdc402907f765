#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Numbers: the fast path for plain decimals and the exact fallback.
extension JSONParser {
    /// Exact powers of ten representable in a `Double`.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = index
        var negative = false
        if bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var droppedIntegerDigits = 0
        var fractionDigits = 0
        var sawDigit = false

        // Integer part.
        guard index < bytes.count, isDigit(bytes[index]) else { throw fail("a digit was expected in a number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            sawDigit = true
            if index < bytes.count, isDigit(bytes[index]) { throw fail("a number may not have leading zeros") }
        } else {
            while index < bytes.count, isDigit(bytes[index]) {
                sawDigit = true
                if significantDigits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[index] - UInt8(ascii: "0"))
                    significantDigits += 1
                } else {
                    droppedIntegerDigits += 1
                }
                index += 1
            }
        }
        // Fraction.
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("a digit was expected after the decimal point") }
            while index < bytes.count, isDigit(bytes[index]) {
                let d = UInt64(bytes[index] - UInt8(ascii: "0"))
                if significantDigits < 19 {
                    if mantissa != 0 || d != 0 { significantDigits += 1 }
                    mantissa = mantissa &* 10 &+ d
                    fractionDigits += 1
                } else {
                    significantDigits += 1  // marks the number as needing strtod
                }
                index += 1
            }
        }
        // Exponent.
        var exponent = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var expNegative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                expNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("a digit was expected in an exponent") }
            while index < bytes.count, isDigit(bytes[index]) {
                if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
                index += 1
            }
            if expNegative { exponent = -exponent }
        }
        _ = sawDigit
        let decimalExponent = exponent - fractionDigits + droppedIntegerDigits
        // Fast, exact path: the mantissa fits in 53 bits and the power of ten is exact.
        if significantDigits <= 19, mantissa <= (1 << 53), droppedIntegerDigits == 0,
           decimalExponent >= -22, decimalExponent <= 22 {
            var value = Double(mantissa)
            if decimalExponent < 0 {
                value /= Self.exactPowersOfTen[-decimalExponent]
            } else {
                value *= Self.exactPowersOfTen[decimalExponent]
            }
            return negative ? -value : value
        }
        return slowNumber(start: start, end: index)
    }

    /// Converts the number text `bytes[start..<end]` (already validated) with `strtod`.
    func slowNumber(start: Int, end: Int) -> Double {
        let length = end - start
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { buffer -> Double in
            for i in 0..<length { buffer[i] = CChar(bitPattern: bytes[start + i]) }
            buffer[length] = 0
            guard let base = buffer.baseAddress else { return 0 }
            return strtod(base, nil)
        }
    }
}
