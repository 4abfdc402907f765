/// Converts the v1 archive's state machines (`states/<id>.json`: `descriptor.initial` as a state
/// index, states with `segments` or `marker`, top-level `transitions` from one state index to
/// another on a pointer or completion event) to the current form: each event becomes a
/// built-in event input fired by an interaction, and each transition a transition guarded by it.
///
/// Refused: transitions on other events (numeric, string, boolean events), guards on context
/// variables, and indices outside the states.
struct LegacyStateMachine {
    var parser: StateMachineParser

    private static let events: [(key: String, kind: LottieStateMachineDefinition.InteractionKind)] = [
        ("on_pointer_down_event", .pointerDown), ("on_pointer_up_event", .pointerUp),
        ("on_pointer_enter_event", .pointerEnter), ("on_pointer_exit_event", .pointerExit),
        ("on_pointer_move_event", .pointerMove), ("on_complete_event", .onComplete),
    ]

    mutating func convert(_ root: JSONValue) throws(LottieStateMachineError) -> LottieStateMachineDefinition {
        typealias Definition = LottieStateMachineDefinition
        let limits = parser.limits
        let stateList = try parser.list(root["states"], "states", max: limits.maxStates)
        var states: [Definition.State] = []
        for (n, item) in stateList.enumerated() {
            var state = try parser.state(item, path: "states[\(n)]")
            state.transitions = []
            states.append(state)
        }
        guard !states.isEmpty else { throw parser.error(.malformed, "states", "a state machine needs states") }
        let initialJSON = root["descriptor"]?["initial"]
        let initial: String
        if let index = initialJSON?.number, let i = Int(exactly: index), states.indices.contains(i) {
            initial = states[i].name
        } else if let name = initialJSON?.string {
            initial = name
        } else {
            throw parser.error(.missingInitialState, "descriptor.initial", "the initial state index is not a state")
        }
        var inputs: [Definition.Input] = []
        var interactions: [Definition.Interaction] = []
        let transitions = try parser.list(root["transitions"], "transitions", max: limits.maxTransitionsPerState)
        for (n, item) in transitions.enumerated() {
            let path = "transitions[\(n)]"
            guard let from = item["from_state"]?.number.flatMap({ Int(exactly: $0) }), states.indices.contains(from),
                  let to = item["to_state"]?.number.flatMap({ Int(exactly: $0) }), states.indices.contains(to) else {
                throw parser.error(.invalidValue, path, "from_state and to_state must be indices of states")
            }
            if let guards = item["guards"]?.array, !guards.isEmpty {
                throw parser.error(.invalidValue, path + ".guards", "guards on context variables (older form) are not supported")
            }
            guard let event = Self.events.first(where: { item[$0.key] != nil }) else {
                let keys: [String]
                if case .object(let members) = item { keys = members.map(\.key) } else { keys = [] }
                let name = keys.first { $0.hasSuffix("_event") } ?? "no event"
                throw parser.error(.invalidValue, path, "a transition on \(name) (older form) is not supported")
            }
            let input = "@" + event.key
            if !inputs.contains(where: { $0.name == input }) { inputs.append(.init(name: input, value: .event)) }
            let stateName: String? = event.kind == .onComplete ? states[from].name : nil
            if !interactions.contains(where: { $0.kind == event.kind && $0.stateName == stateName }) {
                interactions.append(.init(kind: event.kind, layerName: nil, stateName: stateName, actions: [.fire(input: input)]))
            }
            states[from].transitions.append(.init(target: states[to].name, guards: [.event(input: input)], tween: nil))
        }
        if let variables = root["context_variables"]?.array, !variables.isEmpty {
            throw parser.error(.invalidValue, "context_variables", "context variables (older form) are not supported")
        }
        parser.note("descriptor", "an older (v1 states/) state machine: converted, its events became built-in event inputs",
                    feature: .unknownValue)
        return Definition(initial: initial, states: states, inputs: inputs, interactions: interactions, scroll: [], diagnostics: [])
    }
}
