import ArgumentParser
import Foundation
import ScrollworkCanvas
import ScrollworkLottie

/// `scrollwork validate`.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check Lottie files: one line per problem, exit status 0 or 1 (for scripts and CI).",
        discussion: """
        Each file is read and imported as `render` would. A file that cannot be loaded is an \
        error; the importer's diagnostics (unsupported features, invalid or clamped values, \
        broken references) are warnings. A file with expressions is also imported and its first, \
        middle and last frames drawn, so expressions that fail to compile or run are warnings \
        too. A .lottie archive's themes and state machines are checked against the animations, \
        markers, layers, themes and inputs they name: each missing one is a warning naming it \
        (the archive still loads). Lines look like

          path: error: message
          path: warning: $.layers[3].ks.r: message

        and go to stdout; nothing is printed for a clean file unless --verbose. \
        Exit status 1 when any file has an error (with --strict, also any warning), else 0.

        --profile telegram checks Telegram's animated-sticker rules instead (.tgs, JSON or \
        .lottie): a 512x512 canvas, at most 3 s at 30 or 60 fps, at most 64 KB gzipped, and no \
        expressions, masks, layer effects, images, solids, text, 3D layers, merge paths, stars, \
        gradient strokes, repeaters, time stretch or remap, or auto-orient. Each problem is an \
        error line with its JSON path and the rule's name:

          path: error: $.layers[3].masksProperties: masks are not allowed (mask)

        Examples:
          scrollwork validate animations/*.json
          scrollwork validate --strict logo.json || exit 1
          scrollwork validate --profile telegram sticker.tgs
        """)

    @Argument(help: "The Lottie files (.json or .lottie).")
    var files: [String]

    @Flag(help: "Treat warnings as failures.")
    var strict = false

    @Flag(help: "Also print 'path: ok' for clean files and a summary line.")
    var verbose = false

    @Option(help: "telegram: check Telegram's animated-sticker rules instead.")
    var profile: StickerProfile?

    mutating func run() throws {
        guard !files.isEmpty else {
            FileHandle.standardError.write(Data("error: give at least one file\n".utf8))
            throw ExitCode.failure
        }
        if let profile {
            guard profile == .telegram else { throw CommandFailure("validate knows --profile telegram (telegram-video is made by export)") }
            return try validateSticker()
        }
        var errors = 0, warnings = 0
        for file in files {
            do {
                let animation = try commandLineReader().read(contentsOfFile: file)
                let problems = animation.diagnostics.filter { $0.severity == .warning } + expressionProblems(animation)
                    + archiveProblems(file)
                for d in problems {
                    print("\(file): warning: \(d.path): \(d.message)")
                }
                warnings += problems.count
                if problems.isEmpty && verbose { print("\(file): ok") }
            } catch {
                errors += 1
                print("\(file): error: \(oneLine(String(describing: error)))")
            }
        }
        if verbose { print("\(files.count) files, \(errors) with errors, \(warnings) warnings") }
        if errors > 0 || (strict && warnings > 0) { throw ExitCode.failure }
    }

    /// Runs the file's expressions at its first, middle and last frames: their diagnostics.
    func expressionProblems(_ animation: LottieAnimation) -> [Diagnostic] {
        guard animation.diagnostics.contains(where: { $0.feature == .expression }),
              let canvas = try? Canvas(width: 16, height: 16) else { return [] }
        let renderer = commandLineRenderer(animation)
        for p in [0, 0.5, 1.0] {
            renderer.render(frame: animation.frameRange.clampedFrame(atProgress: p), into: canvas, scale: 16 / max(animation.size.width, 1))
        }
        return renderer.expressionDiagnostics
    }

    /// A `.lottie` archive's themes and state machines checked against the animations,
    /// markers, layers and inputs they name (``DotLottie/validate(reader:)``), and what of the
    /// archive was not read.
    func archiveProblems(_ file: String) -> [Diagnostic] {
        guard DotLottieOptions.isArchive(file), let archive = try? LottieReader().readDotLottie(contentsOfFile: file) else { return [] }
        return archive.diagnostics.filter { $0.severity == .warning } + archive.validate()
    }

    func oneLine(_ s: String) -> String {
        s.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
