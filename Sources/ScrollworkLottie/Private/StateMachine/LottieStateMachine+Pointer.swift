import Scrollwork

/// Pointer events: interactions on the whole animation or on a layer, hit-tested against the
/// frame the player shows.
extension LottieStateMachine {
    /// Runs the interactions a pointer event answers, as dotlottie-rs does: down, up, click,
    /// enter and exit run the interactions of their type (on a layer: when the point hits it;
    /// an exit on a layer: when the pointer was over it and no longer is); a move runs the move
    /// interactions, and moves, downs and ups also enter and leave the layers that enter and
    /// exit interactions name. Each action evaluates transitions.
    public func post(_ event: PointerEvent) {
        step {
            let (kind, point) = event.parts
            pointer.isUserInteraction = kind == .pointerDown || kind == .click
            defer { pointer.isUserInteraction = false }
            if kind != .pointerMove { explicit(kind, at: point) }
            if kind == .pointerMove || kind == .pointerDown || kind == .pointerUp { crossing(kind, at: point) }
        }
    }

    /// Whether the named layer is under `point` at the frame shown (by ``hitTestMode``).
    func hits(_ layer: String, _ point: Point) -> Bool {
        player.renderer.hitTest(layerNamed: layer, at: point, frame: player.currentFrame, mode: hitTestMode)
    }

    private func explicit(_ kind: Definition.InteractionKind, at point: Point) {
        var entered = pointer.enteredLayer
        var actions: [Definition.Action] = []
        for interaction in definition.interactions where interaction.kind == kind {
            guard let layer = interaction.layerName else {
                actions += interaction.actions
                continue
            }
            if kind == .pointerExit {
                if pointer.enteredLayer == layer, !hits(layer, point) {
                    entered = ""
                    actions += interaction.actions
                }
            } else if hits(layer, point) {
                entered = layer
                actions += interaction.actions
            }
        }
        pointer.enteredLayer = entered
        run(actions, runPipeline: true, fromAction: false)
    }

    private func crossing(_ kind: Definition.InteractionKind, at point: Point) {
        var actions: [Definition.Action] = []
        if kind == .pointerMove {
            for interaction in definition.interactions where interaction.kind == .pointerMove { actions += interaction.actions }
        }
        let previous = pointer.enteredLayer
        var hit = false
        for layer in pointer.listenedLayers where hits(layer, point) {
            hit = true
            if pointer.enteredLayer == layer { break }
            pointer.enteredLayer = layer
            for interaction in definition.interactions where interaction.kind == .pointerEnter && interaction.layerName == layer {
                actions += interaction.actions
            }
        }
        if !hit {
            pointer.enteredLayer = ""
            for interaction in definition.interactions where interaction.kind == .pointerExit && interaction.layerName == previous
                && !previous.isEmpty {
                actions += interaction.actions
            }
        }
        run(actions, runPipeline: true, fromAction: false)
    }
}

extension LottieStateMachine.PointerEvent {
    /// The interaction type it answers and its point.
    var parts: (LottieStateMachineDefinition.InteractionKind, Point) {
        switch self {
        case .down(let p): return (.pointerDown, p)
        case .up(let p): return (.pointerUp, p)
        case .move(let p): return (.pointerMove, p)
        case .enter(let p): return (.pointerEnter, p)
        case .exit(let p): return (.pointerExit, p)
        case .click(let p): return (.click, p)
        }
    }
}
