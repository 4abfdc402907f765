/// Paths into a document, written as diagnostics and expressions name places in a file
/// (`$.layers[3].ks.r`), and changing a document in place at one.
extension JSONValue {
    /// One step of a path: a member's key or an element's index.
    package enum PathStep: Equatable {
        case key(String)
        case index(Int)
    }

    /// The text of the path made of `steps`: `$`, then `.key` and `[index]`.
    package static func text(of steps: some Sequence<PathStep>) -> String {
        var s = "$"
        for step in steps {
            switch step {
            case .key(let k): s += "." + k
            case .index(let i): s += "[\(i)]"
            }
        }
        return s
    }

    /// The steps of `path` (the inverse of ``text(of:)``), or nil when it is not of that form.
    package static func steps(of path: String) -> [PathStep]? {
        var text = Substring(path)
        guard text.first == "$" else { return nil }
        text.removeFirst()
        var steps: [PathStep] = []
        while let c = text.first {
            if c == "." {
                text.removeFirst()
                let key = text.prefix { $0 != "." && $0 != "[" }
                guard !key.isEmpty else { return nil }
                steps.append(.key(String(key)))
                text.removeFirst(key.count)
            } else if c == "[" {
                text.removeFirst()
                let digits = text.prefix { $0 != "]" }
                guard let index = Int(digits), index >= 0, text.dropFirst(digits.count).first == "]" else { return nil }
                steps.append(.index(index))
                text.removeFirst(digits.count + 1)
            } else {
                return nil
            }
        }
        return steps
    }

    /// Runs `body` on the value at `steps` (a duplicated key: its last occurrence, the one
    /// readers use); returns whether it was there.
    package mutating func update(at steps: ArraySlice<PathStep>, _ body: (inout JSONValue) -> Void) -> Bool {
        guard let step = steps.first else {
            body(&self)
            return true
        }
        switch (step, self) {
        case (.key(let key), .object(var members)):
            guard let i = members.lastIndex(where: { $0.key == key }) else { return false }
            self = .null                                   // the members uniquely referenced while edited
            let found = members[i].value.update(at: steps.dropFirst(), body)
            self = .object(members)
            return found
        case (.index(let index), .array(var items)):
            guard index < items.count else { return false }
            self = .null
            let found = items[index].update(at: steps.dropFirst(), body)
            self = .array(items)
            return found
        default:
            return false
        }
    }

    /// Sets member `key` of an object (its last occurrence, or a new one at the end).
    package mutating func set(_ key: String, _ value: JSONValue) {
        guard case .object(var members) = self else { return }
        self = .null
        if let i = members.lastIndex(where: { $0.key == key }) {
            members[i].value = value
        } else {
            members.append(JSONMember(key: key, value: value))
        }
        self = .object(members)
    }

    /// Removes every member `key` of an object.
    package mutating func remove(_ key: String) {
        guard case .object(var members) = self else { return }
        self = .null
        members.removeAll { $0.key == key }
        self = .object(members)
    }
}
