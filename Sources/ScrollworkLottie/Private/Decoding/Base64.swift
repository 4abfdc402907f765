/// Standard and URL-safe base64, lenient about whitespace and missing padding.
enum Base64 {
    /// The 6-bit value of a base64 character, 64 for padding/whitespace (skipped), 255 for invalid.
    @inline(__always)
    static func sextet(_ c: UInt8) -> UInt8 {
        switch c {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return c - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return c - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"), UInt8(ascii: "-"): return 62
        case UInt8(ascii: "/"), UInt8(ascii: "_"): return 63
        case UInt8(ascii: "="), 0x20, 0x0A, 0x0D, 0x09: return 64
        default: return 255
        }
    }

    /// Whether every character is base64, whitespace or padding and the data length is possible.
    static func isValid<S: Sequence>(_ text: S) -> Bool where S.Element == UInt8 {
        var count = 0
        for c in text {
            let s = sextet(c)
            if s == 255 { return false }
            if s < 64 { count += 1 }
        }
        return count % 4 != 1 && count > 0
    }

    /// Decodes base64 text; `nil` when it holds invalid characters.
    static func decode<S: Sequence>(_ text: S) -> [UInt8]? where S.Element == UInt8 {
        var out: [UInt8] = []
        out.reserveCapacity(text.underestimatedCount * 3 / 4)
        var buffer: UInt32 = 0
        var bits = 0
        for c in text {
            let s = sextet(c)
            if s == 255 { return nil }
            if s == 64 { continue }
            buffer = buffer << 6 | UInt32(s)
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        return out
    }
}
