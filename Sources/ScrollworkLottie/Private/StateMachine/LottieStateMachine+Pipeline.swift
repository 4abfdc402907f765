import Scrollwork

/// Evaluating transitions and changing states, as dotlottie-rs's engine does.
extension LottieStateMachine {
    typealias Definition = LottieStateMachineDefinition

    /// Evaluates the global state's transitions, then the current state's, and keeps going while
    /// entering a state changed inputs or fired an event; bounded by
    /// ``LottieStateMachineLimits/maxTransitionsPerStep``.
    func runPipeline() {
        if status == .tweening {
            runDuringTween()
            return
        }
        guard status == .running, current != nil || globalIndex != nil else { return }
        // As in dotlottie-rs, a step finishes what its entries started even when one of them
        // stopped the machine (a final state whose entry actions changed inputs).
        var again = true
        var skipGlobal = false
        while again {
            again = false
            var skipCurrent = false
            if !skipGlobal, let g = globalIndex, let (target, transition) = evaluate(g) {
                firedEvent = nil
                if target != current {
                    guard take(target, transition, fromGlobal: true) else { return }
                    if status == .tweening { break }
                    if actionMutatedInputs || firedEvent != nil {
                        actionMutatedInputs = false
                        skipCurrent = true
                        again = true
                    }
                }
            }
            if !skipCurrent, let c = current, let (target, transition) = evaluate(c) {
                firedEvent = nil
                guard take(target, transition, fromGlobal: false) else { return }
                if status == .tweening { break }
                again = true
                skipGlobal = !(actionMutatedInputs || firedEvent != nil)
                actionMutatedInputs = false
            }
        }
        firedEvent = nil
    }

    /// While a tween runs, only the global state's transitions are evaluated: another target
    /// tweened to retargets the blend, an instant transition interrupts it.
    private func runDuringTween() {
        defer { firedEvent = nil }
        guard let g = globalIndex, let running = tween, let (target, transition) = evaluate(g) else { return }
        firedEvent = nil
        guard target != running.target else { return }
        guard take(target, transition, fromGlobal: true) else { return }
        runPipeline()
    }

    /// Counts a transition against the step's bound and takes it; false when the bound stopped
    /// the machine.
    private func take(_ target: Int, _ transition: Definition.Transition, fromGlobal: Bool) -> Bool {
        budget.transitions += 1
        guard budget.transitions <= limits.maxTransitionsPerStep else {
            halt(LottieStateMachineError(kind: .transitionLimit, path: definition.states[target].name,
                                         message: "more than \(limits.maxTransitionsPerStep) transitions in one step "
                                             + "(LottieStateMachineLimits.maxTransitionsPerStep): the machine is stopped"))
            return false
        }
        setCurrentState(target, transition: transition, fromGlobal: fromGlobal)
        return true
    }

    /// Stops the machine with an error.
    func halt(_ error: LottieStateMachineError) {
        lastError = error
        stop()
        notify(.error(error))
    }

    /// The transition of state `s` to take now: the first guarded one whose guards all hold
    /// (transitions with an event guard only while that event fires, the others only while none
    /// does), else its guardless one.
    func evaluate(_ s: Int) -> (Int, Definition.Transition)? {
        var guardless: Definition.Transition?
        for transition in definition.states[s].transitions {
            if transition.guards.isEmpty {
                guardless = transition
                continue
            }
            let wantsEvent = transition.guards.contains { if case .event = $0 { return true } else { return false } }
            guard wantsEvent == (firedEvent != nil) else { continue }
            if transition.guards.allSatisfy(holds), let target = stateIndex[transition.target] {
                return (target, transition)
            }
        }
        guard let guardless, let target = stateIndex[guardless.target] else { return nil }
        return (target, guardless)
    }

    func holds(_ guardValue: Definition.Guard) -> Bool {
        switch guardValue {
        case .event(let name):
            return firedEvent == name
        case .numeric(let name, let comparison, let operand):
            guard let a = inputs.numeric(name), let b = number(operand) else { return false }
            return compare(a, b, comparison)
        case .string(let name, let comparison, let operand):
            guard let a = inputs.string(name) else { return false }
            let b: String?
            switch operand {
            case .string(let s): b = s
            case .input(let other): b = inputs.string(other)
            default: b = nil
            }
            guard let b else { return false }
            return compare(a, b, comparison)
        case .boolean(let name, let comparison, let operand):
            guard let a = inputs.boolean(name) else { return false }
            let b: Bool?
            switch operand {
            case .boolean(let v): b = v
            case .input(let other): b = inputs.boolean(other)
            default: b = nil
            }
            guard let b else { return false }
            switch comparison {
            case .equal: return a == b
            case .notEqual: return a != b
            default: return false
            }
        }
    }

    private func compare<T: Comparable>(_ a: T, _ b: T, _ comparison: Definition.Comparison) -> Bool {
        switch comparison {
        case .equal: return a == b
        case .notEqual: return a != b
        case .greaterThan: return a > b
        case .greaterThanOrEqual: return a >= b
        case .lessThan: return a < b
        case .lessThanOrEqual: return a <= b
        }
    }

    /// A numeric operand's value (an input's, when it names one).
    func number(_ operand: Definition.Operand) -> Double? {
        switch operand {
        case .number(let n): return n
        case .input(let name): return inputs.numeric(name)
        case .string, .boolean: return nil
        }
    }

    /// Leaves the current state for state `s` (through `transition`, if any): exit actions
    /// (not for a transition of the global state), then — unless the transition is tweened,
    /// which blends first — entry.
    func setCurrentState(_ s: Int, transition: Definition.Transition?, fromGlobal: Bool) {
        let target = definition.states[s]
        notify(.transition(from: currentStateName, to: target.name))
        if let c = current, !fromGlobal, tween == nil {
            run(definition.states[c].exitActions, runPipeline: false, fromAction: true)
        }
        notify(.stateExit(currentStateName))
        if let tweened = transition?.tween {
            if target.kind == .global { return }
            startTween(to: s, tweened)
            return
        }
        if tween != nil {
            tween = nil
            player.endTween()
            status = .running
        }
        enter(s)
    }

    /// Makes state `s` current: its playback, then its entry actions; a final state stops the
    /// machine.
    func enter(_ s: Int) {
        current = s
        let state = definition.states[s]
        notify(.stateEntered(state.name))
        if state.kind == .playback { applyPlayback(state) }
        run(state.entryActions, runPipeline: false, fromAction: true)
        if state.isFinal { stop() }
    }
}
