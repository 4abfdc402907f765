/// Checking an archive's themes and state machines against what they name.
extension DotLottie {
    /// Checks every theme and state machine against the animations, markers, layers, themes
    /// and inputs they name; each missing one is a warning naming it (the archive still loads
    /// and plays: a rule for a missing slot, a state playing a missing marker or animation, an
    /// interaction on a missing layer do nothing). A state machine refused on load is a warning
    /// too, as are its own diagnostics.
    ///
    /// Animations are read to see their slots, markers and layers (by `reader`, else by the
    /// reader the archive was read with); one that cannot be read is a warning.
    public func validate(reader: LottieReader? = nil) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        func warn(_ path: String, _ message: String, _ feature: Diagnostic.Feature = .brokenReference) {
            problems.append(Diagnostic(path: path, severity: .warning, feature: feature, message: message))
        }
        var contents: [String: (slots: Set<String>, markers: Set<String>, layers: Set<String>)] = [:]
        for entry in animations {
            do {
                let animation = try self.animation(id: entry.id, reader: reader)
                let renderer = LottieRenderer(animation)           // no expression engine: none run
                var layers: Set<String> = []
                for layer in animation.layers + animation.precomps.values.flatMap(\.layers) {
                    if let name = layer.name { layers.insert(name) }
                }
                contents[entry.id] = (Set(renderer.slotIDs), Set(animation.markers.map(\.name)), layers)
            } catch {
                warn(entry.entry, "the animation cannot be read: \(error.message)", .invalidValue)
            }
            for id in entry.themeIDs + [entry.initialThemeID].compactMap({ $0 }) where theme(id: id) == nil {
                warn("manifest.json", "animation '\(entry.id)' names theme '\(id)', which is not in the archive")
            }
        }
        for theme in themes {
            for (n, rule) in theme.rules.enumerated() {
                let path = "t/\(theme.id).json: rules[\(n)]"
                let scope = rule.animationIDs ?? animations.map(\.id)
                for id in scope where animationEntry(id: id) == nil {
                    warn(path, "theme '\(theme.id)' limits rule '\(rule.slotID)' to animation '\(id)', which is not in the archive")
                }
                let targets = scope.compactMap { contents[$0] }
                if !targets.isEmpty, !targets.contains(where: { $0.slots.contains(rule.slotID) }) {
                    warn(path, "theme '\(theme.id)' sets slot '\(rule.slotID)', which no animation it applies to has")
                }
            }
        }
        for machine in stateMachines {
            let definition: LottieStateMachineDefinition
            do {
                definition = try LottieStateMachineDefinition(json: machine.source)
            } catch {
                warn(machine.entry, "state machine '\(machine.id)' is refused: \(error)", .invalidValue)
                continue
            }
            for d in definition.diagnostics {
                problems.append(Diagnostic(path: machine.entry + ": " + d.path, severity: d.severity, feature: d.feature, message: d.message))
            }
            problems += check(definition, entry: machine.entry, contents: contents)
        }
        return problems
    }

    /// A state machine's references to animations, markers, layers and themes.
    private func check(_ definition: LottieStateMachineDefinition, entry: String,
                       contents: [String: (slots: Set<String>, markers: Set<String>, layers: Set<String>)]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        func warn(_ path: String, _ message: String) {
            problems.append(Diagnostic(path: entry + ": " + path, severity: .warning, feature: .brokenReference, message: message))
        }
        let initial = initialAnimationID ?? animations.first?.id ?? ""
        var played: Set<String> = [initial]
        for (n, state) in definition.states.enumerated() where state.kind == .playback {
            let animationID = state.animation.isEmpty ? initial : state.animation
            played.insert(animationID)
            if animationEntry(id: animationID) == nil {
                warn("states[\(n)]", "state '\(state.name)' plays animation '\(animationID)', which is not in the archive")
            } else if case .marker(let marker)? = state.segment, let markers = contents[animationID]?.markers, !markers.contains(marker) {
                warn("states[\(n)]", "state '\(state.name)' plays marker '\(marker)', which animation '\(animationID)' does not have")
            }
            for action in state.entryActions + state.exitActions {
                if case .setTheme(.string(let id)) = action, theme(id: id) == nil {
                    warn("states[\(n)]", "state '\(state.name)' sets theme '\(id)', which is not in the archive")
                }
            }
        }
        let layers = played.compactMap { contents[$0]?.layers }.reduce(into: Set<String>()) { $0.formUnion($1) }
        for (n, interaction) in definition.interactions.enumerated() {
            if let layer = interaction.layerName, !layers.isEmpty, !layers.contains(layer) {
                warn("interactions[\(n)]", "the \(interaction.kind.rawValue) interaction names layer '\(layer)', which no animation it plays has")
            }
            for action in interaction.actions {
                if case .setTheme(.string(let id)) = action, theme(id: id) == nil {
                    warn("interactions[\(n)]", "the interaction sets theme '\(id)', which is not in the archive")
                }
            }
        }
        return problems
    }
}
