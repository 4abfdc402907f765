import ArgumentParser
import Foundation
import ScrollworkLottie

/// `--animation ID` and `--theme ID` of `render` and `export`: which animation of a `.lottie`
/// archive to draw, and which of its themes to apply.
struct DotLottieOptions: ParsableArguments {
    @Option(help: "A .lottie archive's animation to draw, by id (default: its initial animation).")
    var animation: String?

    @Option(help: "A .lottie archive's theme to apply, by id (default: the animation's initial theme, if any).")
    var theme: String?

    /// The animation of `file` to draw and the theme to apply (an unknown id is an error; so is
    /// either option for a file that is not a `.lottie` archive).
    func load(_ file: String, expressions: Bool = true) throws -> ThemedAnimation {
        guard DotLottieOptions.isArchive(file) else {
            if animation != nil || theme != nil { throw CommandFailure("--animation and --theme need a .lottie archive (\(file) is not one)") }
            return ThemedAnimation(animation: try loadAnimation(file, expressions: expressions), theme: nil, animationID: nil)
        }
        let reader = commandLineReader(expressions: expressions)
        let archive: DotLottie
        do { archive = try reader.readDotLottie(contentsOfFile: file) } catch { throw CommandFailure("\(error)") }
        let id = animation ?? archive.initialAnimationID
        guard let entry = id.flatMap(archive.animationEntry(id:)) else {
            throw CommandFailure("\(file): no animation '\(id ?? "")' (it has: \(archive.animations.map(\.id).joined(separator: ", ")))")
        }
        var chosen: LottieTheme?
        if let theme {
            guard let found = archive.theme(id: theme) else {
                let known = archive.themes.map(\.id)
                throw CommandFailure("\(file): no theme '\(theme)' (it has: \(known.isEmpty ? "none" : known.joined(separator: ", ")))")
            }
            chosen = found
        } else {
            chosen = entry.initialThemeID.flatMap(archive.theme(id:))
        }
        do {
            return ThemedAnimation(animation: try archive.animation(id: entry.id, reader: reader), theme: chosen, animationID: entry.id)
        } catch {
            throw CommandFailure("\(error)")
        }
    }

    /// Whether the file starts like a ZIP archive (a `.lottie`).
    static func isArchive(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4)) ?? Data()
        return head.elementsEqual([0x50, 0x4B, 0x03, 0x04])
    }
}

/// An animation to draw with the theme its renderers apply.
struct ThemedAnimation: Sendable {
    var animation: LottieAnimation
    var theme: LottieTheme?
    /// Its id in its archive (themes may limit rules to some animations).
    var animationID: String?

    /// A renderer of the animation with the theme applied.
    func renderer() -> LottieRenderer {
        let renderer = commandLineRenderer(animation)
        if let theme { renderer.apply(theme: theme, animationID: animationID) }
        return renderer
    }
}
