import Scrollwork

/// Reads a state machine definition from its JSON (the dotLottie 2 format, and the older
/// `descriptor` layout), checking it as dotlottie-rs does on load (unique state names, one
/// global state, one guardless transition per state, guards comparing with existing inputs)
/// and against ``LottieStateMachineLimits``.
struct StateMachineParser {
    typealias Definition = LottieStateMachineDefinition
    let limits: LottieStateMachineLimits
    var diagnostics: [Diagnostic] = []

    init(limits: LottieStateMachineLimits) {
        self.limits = limits
    }

    func error(_ kind: LottieStateMachineError.Kind, _ path: String, _ message: String) -> LottieStateMachineError {
        LottieStateMachineError(kind: kind, path: path, message: message)
    }

    mutating func note(_ path: String, _ message: String, feature: Diagnostic.Feature = .invalidValue) {
        diagnostics.append(Diagnostic(path: path, severity: .warning, feature: feature, message: message))
    }

    mutating func parse(_ root: JSONValue) throws(LottieStateMachineError) -> Definition {
        guard root.isObject else { throw error(.malformed, "$", "a state machine is a JSON object, found \(root.typeName)") }
        if root["descriptor"] != nil, root["transitions"]?.array != nil {
            var legacy = LegacyStateMachine(parser: self)
            let converted = try legacy.convert(root)
            diagnostics = legacy.parser.diagnostics
            return try check(converted)
        }
        let descriptor = root["descriptor"]
        if descriptor != nil {
            note("descriptor", "the older descriptor layout: read as the current format", feature: .unknownValue)
        }
        guard let stateList = root["states"]?.array else { throw error(.malformed, "states", "a state machine needs a states array") }
        guard stateList.count <= limits.maxStates else {
            throw error(.limitExceeded, "states", "\(stateList.count) states exceed LottieStateMachineLimits.maxStates (\(limits.maxStates))")
        }
        var states: [Definition.State] = []
        for (n, item) in stateList.enumerated() {
            states.append(try state(item, path: "states[\(n)]"))
        }
        let initialJSON = root["initial"] ?? descriptor?["initial"]
        let initial: String
        if let name = initialJSON?.string {
            initial = name
        } else if let index = initialJSON?.number, let i = Int(exactly: index), states.indices.contains(i) {
            initial = states[i].name
        } else {
            throw error(.malformed, "initial", "a state machine needs an initial state")
        }
        let inputList = try list(root["inputs"], "inputs", max: limits.maxInputs)
        var inputs: [Definition.Input] = []
        for (n, item) in inputList.enumerated() {
            if let input = try input(item, path: "inputs[\(n)]") { inputs.append(input) }
        }
        let interactionList = try list(root["interactions"], "interactions", max: limits.maxInteractions)
        var interactions: [Definition.Interaction] = []
        for (n, item) in interactionList.enumerated() {
            interactions.append(try interaction(item, path: "interactions[\(n)]"))
        }
        let scrollList = try list(root["scroll"], "scroll", max: limits.maxInteractions)
        var scroll: [Definition.ScrollInteraction] = []
        for (n, item) in scrollList.enumerated() {
            scroll.append(try scrollInteraction(item, path: "scroll[\(n)]"))
        }
        return try check(Definition(initial: initial, states: states, inputs: inputs, interactions: interactions, scroll: scroll,
                                    diagnostics: []))
    }

    /// An optional array member, bounded.
    func list(_ json: JSONValue?, _ path: String, max: Int) throws(LottieStateMachineError) -> [JSONValue] {
        guard let json, json != .null else { return [] }
        guard let items = json.array else { throw error(.invalidValue, path, "expected an array, found \(json.typeName)") }
        guard items.count <= max else { throw error(.limitExceeded, path, "\(items.count) entries exceed the limit of \(max)") }
        return items
    }

    /// A bounded string member.
    func string(_ json: JSONValue?, _ path: String) throws(LottieStateMachineError) -> String? {
        guard let json, json != .null else { return nil }
        guard let s = json.string else { throw error(.invalidValue, path, "expected a string, found \(json.typeName)") }
        guard s.utf8.count <= limits.maxStringLength else {
            throw error(.limitExceeded, path, "a string of \(s.utf8.count) bytes exceeds LottieStateMachineLimits.maxStringLength")
        }
        return s
    }

    func number(_ json: JSONValue?, _ path: String) throws(LottieStateMachineError) -> Double? {
        guard let json, json != .null else { return nil }
        guard case .number(let n) = json, n.isFinite else { throw error(.invalidValue, path, "expected a finite number, found \(json.typeName)") }
        return n
    }

    func bool(_ json: JSONValue?, _ path: String) throws(LottieStateMachineError) -> Bool? {
        guard let json, json != .null else { return nil }
        guard case .bool(let b) = json else { throw error(.invalidValue, path, "expected a boolean, found \(json.typeName)") }
        return b
    }

    mutating func state(_ json: JSONValue, path: String) throws(LottieStateMachineError) -> Definition.State {
        guard let name = try string(json["name"], path + ".name") else { throw error(.malformed, path, "a state needs a name") }
        let kind: Definition.State.Kind
        switch json["type"]?.string {
        case "PlaybackState": kind = .playback
        case "GlobalState": kind = .global
        case let other: throw error(.invalidValue, path + ".type", "unknown state type '\(other ?? "none")'")
        }
        var segment: Definition.State.Segment?
        if let marker = try string(json["segment"] ?? json["marker"], path + ".segment"), !marker.isEmpty {
            segment = .marker(marker)
        } else if let frames = json["segments"]?.array, frames.count == 2, let a = frames[0].number, let b = frames[1].number,
                  a.isFinite, b.isFinite {
            segment = .frames(Swift.min(a, b), Swift.max(a, b))
        }
        var mode = Definition.State.Mode.forward
        if let text = try string(json["mode"], path + ".mode") {
            guard let m = Definition.State.Mode(rawValue: text) else { throw error(.invalidValue, path + ".mode", "unknown mode '\(text)'") }
            mode = m
        }
        let loopCount = try number(json["loopCount"], path + ".loopCount") ?? 0
        var background: Color?
        if let hex = json["backgroundColor"]?.number ?? json["background"]?.number, hex.isFinite, hex >= 0, hex <= Double(UInt32.max) {
            let v = UInt32(hex)
            background = Color(red: Double(v >> 24 & 0xFF) / 255, green: Double(v >> 16 & 0xFF) / 255,
                               blue: Double(v >> 8 & 0xFF) / 255, alpha: Double(v & 0xFF) / 255)
        } else if let text = json["background"]?.string ?? json["backgroundColor"]?.string {
            background = Color(hex: text)
        }
        let transitionList = try list(json["transitions"], path + ".transitions", max: limits.maxTransitionsPerState)
        var transitions: [Definition.Transition] = []
        for (n, item) in transitionList.enumerated() {
            transitions.append(try transition(item, path: path + ".transitions[\(n)]"))
        }
        let entry = try actions(json["entryActions"] ?? json["entry_actions"], path: path + ".entryActions")
        let exit = try actions(json["exitActions"] ?? json["exit_actions"], path: path + ".exitActions")
        return Definition.State(name: name, kind: kind, animation: try string(json["animation"], path + ".animation") ?? "",
                                segment: segment, loops: try bool(json["loop"], path + ".loop") ?? false,
                                loopCount: Int(Swift.max(0, Swift.min(loopCount, 1e9))), mode: mode,
                                speed: try number(json["speed"], path + ".speed") ?? 1,
                                autoplay: try bool(json["autoplay"], path + ".autoplay") ?? false,
                                isFinal: try bool(json["final"], path + ".final") ?? false, background: background,
                                entryActions: entry, exitActions: exit, transitions: transitions)
    }

    mutating func transition(_ json: JSONValue, path: String) throws(LottieStateMachineError) -> Definition.Transition {
        guard let target = try string(json["toState"], path + ".toState") else { throw error(.malformed, path, "a transition needs a toState") }
        let guardList = try list(json["guards"], path + ".guards", max: limits.maxGuardsPerTransition)
        var guards: [Definition.Guard] = []
        for (n, item) in guardList.enumerated() {
            guards.append(try guardValue(item, path: path + ".guards[\(n)]"))
        }
        var tween: Definition.Transition.Tween?
        switch json["type"]?.string {
        case "Transition", nil: break
        case "Tweened":
            let duration = try number(json["duration"], path + ".duration") ?? 0
            let bezier = (json["easing"]?.array ?? []).compactMap(\.number)
            tween = .init(duration: Swift.max(0, duration), bezier: bezier.count == 4 ? bezier : [0, 0, 1, 1])
        case let other?: throw error(.invalidValue, path + ".type", "unknown transition type '\(other)'")
        }
        return Definition.Transition(target: target, guards: guards, tween: tween)
    }

    func guardValue(_ json: JSONValue, path: String) throws(LottieStateMachineError) -> Definition.Guard {
        guard let input = try string(json["inputName"], path + ".inputName") else { throw error(.malformed, path, "a guard needs an inputName") }
        let type = json["type"]?.string
        if type == "Event" { return .event(input: input) }
        guard let conditionText = try string(json["conditionType"], path + ".conditionType"),
              let comparison = Definition.Comparison(rawValue: conditionText) else {
            throw error(.invalidValue, path + ".conditionType", "a \(type ?? "") guard needs a known conditionType")
        }
        guard let compare = json["compareTo"] else { throw error(.malformed, path, "a \(type ?? "") guard needs a compareTo") }
        let operand = try self.operand(compare, path + ".compareTo")
        switch type {
        case "Numeric": return .numeric(input: input, comparison, operand)
        case "String": return .string(input: input, comparison, operand)
        case "Boolean": return .boolean(input: input, comparison, operand)
        case let other: throw error(.invalidValue, path + ".type", "unknown guard type '\(other ?? "none")'")
        }
    }

    /// A literal, `"$input"`, or the built-in `"@elapsedTime"`.
    func operand(_ json: JSONValue, _ path: String) throws(LottieStateMachineError) -> Definition.Operand {
        switch json {
        case .number(let n) where n.isFinite: return .number(n)
        case .bool(let b): return .boolean(b)
        case .string:
            let s = try string(json, path) ?? ""
            if s.hasPrefix("$") { return .input(String(s.dropFirst())) }
            if s.hasPrefix("@") { return .input(s) }
            return .string(s)
        default: throw error(.invalidValue, path, "expected a number, boolean or string, found \(json.typeName)")
        }
    }

    mutating func input(_ json: JSONValue, path: String) throws(LottieStateMachineError) -> Definition.Input? {
        guard let name = try string(json["name"], path + ".name") else { throw error(.malformed, path, "an input needs a name") }
        if name.hasPrefix("@") {
            note(path, "input names starting with '@' are reserved for built-in inputs; '\(name)' is dropped")
            return nil
        }
        switch json["type"]?.string {
        case "Numeric": return .init(name: name, value: .numeric(try number(json["value"], path + ".value") ?? 0))
        case "String": return .init(name: name, value: .string(try string(json["value"], path + ".value") ?? ""))
        case "Boolean": return .init(name: name, value: .boolean(try bool(json["value"], path + ".value") ?? false))
        case "Event": return .init(name: name, value: .event)
        case let other: throw error(.invalidValue, path + ".type", "unknown input type '\(other ?? "none")'")
        }
    }

    mutating func interaction(_ json: JSONValue, path: String) throws(LottieStateMachineError) -> Definition.Interaction {
        guard let type = json["type"]?.string, let kind = Definition.InteractionKind(rawValue: type) else {
            throw error(.invalidValue, path + ".type", "unknown interaction type '\(json["type"]?.string ?? "none")'")
        }
        return .init(kind: kind, layerName: try string(json["layerName"], path + ".layerName"),
                     stateName: try string(json["stateName"], path + ".stateName"),
                     actions: try actions(json["actions"], path: path + ".actions"))
    }

    mutating func scrollInteraction(_ json: JSONValue, path: String) throws(LottieStateMachineError) -> Definition.ScrollInteraction {
        let kind: Definition.ScrollInteraction.Kind
        switch json["type"]?.string {
        case "ScrollEnter": kind = .enter
        case "ScrollLeave": kind = .leave
        case "ScrollEnterBack": kind = .enterBack
        case "ScrollLeaveBack": kind = .leaveBack
        case "ScrollCross":
            guard let value = try number(json["value"], path + ".value") else { throw error(.malformed, path, "a ScrollCross needs a value") }
            let direction = try string(json["direction"], path + ".direction")
            kind = .cross(value: value, forward: direction == "forward" ? true : direction == "backward" ? false : nil)
        case "ScrollProgress":
            guard let input = try string(json["inputName"], path + ".inputName") else {
                throw error(.malformed, path, "a ScrollProgress needs an inputName")
            }
            kind = .progress(input: input, min: try number(json["min"], path + ".min") ?? 0, max: try number(json["max"], path + ".max") ?? 1)
        case let other: throw error(.invalidValue, path + ".type", "unknown scroll interaction type '\(other ?? "none")'")
        }
        return .init(kind: kind, actions: try actions(json["actions"], path: path + ".actions"))
    }

    mutating func actions(_ json: JSONValue?, path: String) throws(LottieStateMachineError) -> [Definition.Action] {
        var out: [Definition.Action] = []
        for (n, item) in try list(json, path, max: limits.maxActionsPerList).enumerated() {
            out.append(try action(item, path: path + "[\(n)]"))
        }
        return out
    }
}
