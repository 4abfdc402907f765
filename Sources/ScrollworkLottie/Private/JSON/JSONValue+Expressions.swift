extension JSONValue {
    /// The paths of the expressions in this value (an `x` string on an object that also has a
    /// `k`: a property's), in document order; `path` is where this value is.
    package func expressionPaths(at path: [PathStep] = []) -> [[PathStep]] {
        var found: [[PathStep]] = []
        var steps = path
        func walk(_ v: JSONValue) {
            switch v {
            case .object(let members):
                let isProperty = members.contains { $0.key == "k" }
                for m in members {
                    steps.append(.key(m.key))
                    if m.key == "x", isProperty, case .string = m.value {
                        found.append(steps)
                    } else {
                        walk(m.value)
                    }
                    steps.removeLast()
                }
            case .array(let items):
                for (i, item) in items.enumerated() {
                    steps.append(.index(i))
                    walk(item)
                    steps.removeLast()
                }
            default:
                break
            }
        }
        walk(self)
        return found
    }
}
