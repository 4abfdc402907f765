/// Writes a ``JSONValue`` tree as compact JSON text (UTF-8): members in their order, numbers in
/// the shortest form that reads back as the same `Double`, integers without a fraction. (What
/// is written from Swift values as it goes, the layer descriptions, uses ``JSONText``.)
package enum JSONWriter {
    /// The text of `value`.
    package static func bytes(of value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        write(value, into: &out)
        return out
    }

    private static func write(_ value: JSONValue, into out: inout [UInt8]) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n): writeNumber(n, into: &out)
        case .string(let s): out.append(contentsOf: quoted(s).utf8)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                write(item, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (i, member) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                out.append(contentsOf: quoted(member.key).utf8)
                out.append(UInt8(ascii: ":"))
                write(member.value, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// JSON has no infinities or NaN: those are written as 0.
    private static func writeNumber(_ n: Double, into out: inout [UInt8]) {
        guard n.isFinite else { return out.append(UInt8(ascii: "0")) }
        if n == n.rounded(), abs(n) < 1e15 {
            out.append(contentsOf: String(Int64(n)).utf8)
        } else {
            out.append(contentsOf: n.description.utf8)      // shortest round-trip form, e.g. 0.1, 1e-05
        }
    }

    /// `s` as a JSON string: quotes, backslashes and control characters escaped, the rest as it is.
    package static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}
