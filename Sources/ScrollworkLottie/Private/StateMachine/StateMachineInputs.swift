/// The values of a running machine's inputs, by name, and the built-in `@elapsedTime` (seconds
/// since the machine started, kept apart: it is read by name as `@elapsedTime` or
/// `elapsedTime`). Setting an input that exists changes a value in place (no allocation).
struct StateMachineInputs {
    typealias Value = LottieStateMachineDefinition.Input.Value

    private(set) var values: [String: Value]
    private let initial: [String: Value]
    /// Seconds since the machine started.
    var elapsedTime = 0.0

    /// The built-in input's names.
    static func isElapsedTime(_ name: String) -> Bool {
        name == "@elapsedTime" || name == "elapsedTime"
    }

    init(_ inputs: [LottieStateMachineDefinition.Input]) {
        var values: [String: Value] = [:]
        for input in inputs where values[input.name] == nil { values[input.name] = input.value }
        self.values = values
        initial = values
    }

    /// Back to the initial values (elapsed time 0).
    mutating func reset() {
        values = initial
        elapsedTime = 0
    }

    func value(_ name: String) -> Value? {
        if let v = values[name] { return v }
        return Self.isElapsedTime(name) ? .numeric(elapsedTime) : nil
    }

    func numeric(_ name: String) -> Double? {
        if case .numeric(let n)? = value(name) { return n }
        return nil
    }

    func string(_ name: String) -> String? {
        if case .string(let s)? = values[name] { return s }
        return nil
    }

    func boolean(_ name: String) -> Bool? {
        if case .boolean(let b)? = values[name] { return b }
        return nil
    }

    func isEvent(_ name: String) -> Bool {
        if case .event? = values[name] { return true }
        return false
    }

    /// Sets an input of the same type; returns the old value, or nil when there is no such
    /// input of that type (the built-in is read-only).
    mutating func set(_ name: String, _ value: Value) -> Value? {
        guard let old = values[name] else { return nil }
        switch (old, value) {
        case (.numeric, .numeric), (.string, .string), (.boolean, .boolean):
            values[name] = value
            return old
        default:
            return nil
        }
    }

    /// Returns an input to its initial value: (old, new), or nil when there is no such input.
    mutating func resetInput(_ name: String) -> (Value, Value)? {
        if Self.isElapsedTime(name) {
            let old = elapsedTime
            elapsedTime = 0
            return (.numeric(old), .numeric(0))
        }
        guard let old = values[name], let first = initial[name] else { return nil }
        values[name] = first
        return (old, first)
    }
}
