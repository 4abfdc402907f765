extension StateMachineParser {
    mutating func action(_ json: JSONValue, path: String) throws(LottieStateMachineError) -> Definition.Action {
        let type = json["type"]?.string ?? ""
        func input() throws(LottieStateMachineError) -> String {
            guard let name = try string(json["inputName"], path + ".inputName") else {
                throw error(.malformed, path, "a \(type) action needs an inputName")
            }
            return name
        }
        func value() throws(LottieStateMachineError) -> Definition.Operand {
            guard let v = json["value"] else { throw error(.malformed, path, "a \(type) action needs a value") }
            return try operand(v, path + ".value")
        }
        func optional(_ key: String) throws(LottieStateMachineError) -> Definition.Operand? {
            guard let v = json[key], v != .null else { return nil }
            return try operand(v, path + "." + key)
        }
        switch type {
        case "Increment": return .increment(input: try input(), by: try optional("value"))
        case "Decrement": return .decrement(input: try input(), by: try optional("value"))
        case "Multiply": return .multiply(input: try input(), by: try value())
        case "Floor": return .floor(input: try input())
        case "Clamp": return .clamp(input: try input(), min: try optional("min"), max: try optional("max"))
        case "Toggle": return .toggle(input: try input())
        case "SetBoolean": return .setBoolean(input: try input(), try value())
        case "SetString": return .setString(input: try input(), try value())
        case "SetNumeric": return .setNumeric(input: try input(), try value())
        case "SetRandom":
            return .setRandom(input: try input(), min: try optional("min"), max: try optional("max"),
                              integer: try bool(json["integer"], path + ".integer") ?? false)
        case "Fire": return .fire(input: try input())
        case "Reset": return .reset(input: try input())
        case "SetTheme": return .setTheme(try value())
        case "SetFrame": return .setFrame(try value())
        case "SetProgress": return .setProgress(try value())
        case "FireCustomEvent": return .fireCustomEvent(try string(json["value"], path + ".value") ?? "")
        case "OpenUrl":
            guard let url = json["url"] else { throw error(.malformed, path, "an OpenUrl action needs a url") }
            return .openURL(url: try operand(url, path + ".url"), target: try string(json["target"], path + ".target"))
        default:
            note(path, "the \(type.isEmpty ? "untyped" : type) action is not run by Scrollwork", feature: .unknownValue)
            return .unsupported(type)
        }
    }

    /// dotlottie-rs's load checks, then references a running machine would find missing
    /// (reported, not refused).
    mutating func check(_ definition: Definition) throws(LottieStateMachineError) -> Definition {
        var names: Set<String> = []
        var globals = 0
        let inputs = Dictionary(definition.inputs.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        for (n, state) in definition.states.enumerated() {
            let path = "states[\(n)]"
            guard names.insert(state.name).inserted else {
                throw error(.duplicateState, path, "two states are named '\(state.name)'")
            }
            if state.kind == .global { globals += 1 }
            guard globals <= 1 else { throw error(.multipleGlobalStates, path, "a state machine has at most one GlobalState") }
            guard state.transitions.filter(\.guards.isEmpty).count <= 1 else {
                throw error(.multipleGuardlessTransitions, path, "state '\(state.name)' has more than one transition without guards")
            }
            for (t, transition) in state.transitions.enumerated() {
                for (g, guardValue) in transition.guards.enumerated() {
                    try checkGuard(guardValue, inputs: inputs, path: path + ".transitions[\(t)].guards[\(g)]")
                }
            }
        }
        guard names.contains(definition.initial) else {
            throw error(.missingInitialState, "initial", "the initial state '\(definition.initial)' is not a state of the machine")
        }
        var checked = definition
        reportMissing(in: definition, inputs: inputs, states: names)
        checked.diagnostics = diagnostics
        return checked
    }

    private func checkGuard(_ guardValue: Definition.Guard, inputs: [String: Definition.Input.Value],
                            path: String) throws(LottieStateMachineError) {
        func fits(_ name: String, _ value: Definition.Input.Value?) -> Bool {
            switch (guardValue, value) {
            case (.numeric, .numeric?), (.string, .string?), (.boolean, .boolean?), (.event, .event?): return true
            case (.numeric, nil): return StateMachineInputs.isElapsedTime(name)
            default: return false
            }
        }
        switch guardValue {
        case .event(let name):
            guard fits(name, inputs[name]) else { throw error(.missingGuardInput, path, "the event guard names no event input '\(name)'") }
        case .numeric(_, _, .input(let name)), .string(_, _, .input(let name)), .boolean(_, _, .input(let name)):
            guard fits(name, inputs[name]) else {
                throw error(.missingGuardInput, path, "the guard compares with '$\(name)', which is not an input of its type")
            }
        default:
            break
        }
    }

    /// Transitions to missing states, guards and actions on missing inputs: diagnostics (such a
    /// transition is never taken, such an action does nothing).
    private mutating func reportMissing(in definition: Definition, inputs: [String: Definition.Input.Value], states: Set<String>) {
        func known(_ name: String) -> Bool { inputs[name] != nil || StateMachineInputs.isElapsedTime(name) }
        for (n, state) in definition.states.enumerated() {
            for (t, transition) in state.transitions.enumerated() {
                let path = "states[\(n)].transitions[\(t)]"
                if !states.contains(transition.target) {
                    note(path, "transition to '\(transition.target)', which is not a state; it is never taken", feature: .brokenReference)
                }
                for (g, guardValue) in transition.guards.enumerated() where !known(guardValue.input) {
                    note(path + ".guards[\(g)]", "the guard reads '\(guardValue.input)', which is not an input; it never holds",
                         feature: .brokenReference)
                }
            }
            for (k, action) in (state.entryActions + state.exitActions).enumerated() {
                if let name = action.input, !known(name) {
                    note("states[\(n)].actions[\(k)]", "the action changes '\(name)', which is not an input; it does nothing",
                         feature: .brokenReference)
                }
            }
        }
        for (n, interaction) in definition.interactions.enumerated() {
            for action in interaction.actions {
                if let name = action.input, !known(name) {
                    note("interactions[\(n)]", "the action changes '\(name)', which is not an input; it does nothing",
                         feature: .brokenReference)
                }
            }
            if let name = interaction.stateName, !states.contains(name) {
                note("interactions[\(n)].stateName", "'\(name)' is not a state; the interaction never runs", feature: .brokenReference)
            }
        }
    }
}

extension LottieStateMachineDefinition {
    /// Reads and checks a definition from its JSON text.
    ///
    /// Refused (``LottieStateMachineError``): JSON that is not a state machine; unknown state,
    /// transition, guard, input or interaction types; two states of one name; more than one
    /// `GlobalState`; a state with more than one transition without guards; a guard comparing
    /// with a `"$input"` that is not an input of its type, or an event guard naming no event
    /// input; an initial state that is not a state; anything over `limits`. In the older v1
    /// `states/` form, transitions on events other than pointer and completion events, and its
    /// context variables and guards, are refused too.
    ///
    /// Read with a diagnostic (``diagnostics``): `@`-prefixed user inputs (dropped: `@` names
    /// are the built-ins'), actions Scrollwork does not run, transitions to missing states and
    /// guards or actions on missing inputs, and the older forms converted.
    public init(json text: String, limits: LottieStateMachineLimits = .default) throws(LottieStateMachineError) {
        try self.init(jsonBytes: Array(text.utf8), limits: limits)
    }

    /// Reads and checks a definition from the bytes of its JSON (see ``init(json:limits:)``).
    public init(jsonBytes bytes: [UInt8], limits: LottieStateMachineLimits = .default) throws(LottieStateMachineError) {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes, maxDepth: 64)
        } catch {
            throw LottieStateMachineError(kind: .malformed, path: "$", message: "not JSON: \(error)")
        }
        var parser = StateMachineParser(limits: limits)
        self = try parser.parse(root)
    }
}
