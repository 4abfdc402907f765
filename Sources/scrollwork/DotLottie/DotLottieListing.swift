import Foundation
import ScrollworkLottie

/// What `info` lists of a file's animations, themes and state machines: a `.lottie` archive's
/// (with each machine's states, inputs and the markers its animations have), or a plain file's
/// one animation.
struct DotLottieListing {
    /// `animations`, `themes` and `stateMachines`: arrays of objects with an `id`.
    var json: [String: Any] = [:]
    /// The same, as lines for the text output.
    var lines: [String] = []

    init(file: String, animation: LottieAnimation) throws {
        guard DotLottieOptions.isArchive(file) else {
            let id = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            json = ["animations": [["id": id, "markers": animation.markers.map(\.name)]], "themes": [], "stateMachines": []]
            return
        }
        let archive: DotLottie
        do { archive = try commandLineReader().readDotLottie(contentsOfFile: file) } catch { throw CommandFailure("\(error)") }
        var animations: [[String: Any]] = []
        for entry in archive.animations {
            let markers = (try? archive.animation(id: entry.id))?.markers.map(\.name) ?? []
            var object: [String: Any] = ["id": entry.id, "themes": entry.themeIDs, "markers": markers]
            if let theme = entry.initialThemeID { object["initialTheme"] = theme }
            animations.append(object)
            let initial = entry.id == archive.initialAnimationID ? " (initial)" : ""
            lines.append("animation: \(entry.id)\(initial)" + (markers.isEmpty ? "" : ", markers \(markers.joined(separator: ", "))")
                         + (entry.themeIDs.isEmpty ? "" : ", themes \(entry.themeIDs.joined(separator: ", "))"))
        }
        let themes: [[String: Any]] = archive.themes.map { theme in
            lines.append("theme: \(theme.id), \(theme.rules.count) rules (slots \(theme.rules.map(\.slotID).joined(separator: ", ")))")
            return ["id": theme.id, "slots": theme.rules.map(\.slotID)]
        }
        var machines: [[String: Any]] = []
        for entry in archive.stateMachines {
            var object: [String: Any] = ["id": entry.id]
            if let name = entry.name { object["name"] = name }
            do {
                let definition = try LottieStateMachineDefinition(json: entry.source)
                object["initial"] = definition.initial
                object["states"] = definition.states.map(\.name)
                object["inputs"] = definition.inputs.map { ["name": $0.name, "type": $0.value.typeName] }
                let inputs = definition.inputs.map { "\($0.name) (\($0.value.typeName))" }
                lines.append("state machine: \(entry.id), \(definition.states.count) states, initial \(definition.initial)"
                             + (inputs.isEmpty ? "" : ", inputs \(inputs.joined(separator: ", "))"))
            } catch {
                object["error"] = error.description
                lines.append("state machine: \(entry.id), refused: \(error)")
            }
            machines.append(object)
        }
        json = ["animations": animations, "themes": themes, "stateMachines": machines]
    }
}
