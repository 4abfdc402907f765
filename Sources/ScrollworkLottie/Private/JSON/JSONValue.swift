/// A parsed JSON document as a compact value tree.
///
/// Objects keep their members in file order as key–value pairs (Lottie objects are small, so a
/// linear lookup beats hashing); a duplicated key resolves to its **last** occurrence, as in
/// most JSON readers. Numbers are `Double`s. The tree is produced by ``JSONParser`` and read by
/// the model decoder, which decides everything by the JSON type actually present.
@usableFromInline
package enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// The member named `key` of an object (the last one if duplicated); `nil` otherwise.
    @inlinable
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        var i = members.count
        while i > 0 {
            i -= 1
            if members[i].key == key { return members[i].value }
        }
        return nil
    }

    /// The number, or a boolean as 0/1 (old files write flags both ways).
    @inlinable
    package var number: Double? {
        switch self {
        case .number(let n): return n
        case .bool(let b): return b ? 1 : 0
        default: return nil
        }
    }

    /// The number if this is a number or a one-element array holding a number.
    @inlinable
    package var scalar: Double? {
        switch self {
        case .number(let n): return n
        case .bool(let b): return b ? 1 : 0
        case .array(let items):
            if let first = items.first, case .number(let n) = first { return n }
            return nil
        default: return nil
        }
    }

    @inlinable
    package var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    @inlinable
    package var array: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    @inlinable
    package var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    /// A short name of the JSON type, for messages.
    package var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }
}

/// One member of a JSON object.
@usableFromInline
package struct JSONMember: Sendable, Equatable {
    @usableFromInline package var key: String
    @usableFromInline package var value: JSONValue

    @inlinable
    package init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}
