import ArgumentParser
import Foundation

/// The `scrollwork` command: renders, times and describes Lottie files.
@main
struct ScrollworkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrollwork",
        abstract: "Render, inspect, validate, compare and benchmark Lottie animations; plot easing curves.",
        discussion: """
        Frames are absolute composition frames as stored in the file (ip ≤ frame < op).

        Examples:
          scrollwork render a.json --frame 30 --size 512x512 --background '#ffffff' -o a.png
          scrollwork render logo.json --frame 30 --scale 0.5 -o logo.png
          scrollwork export logo.json -o logo.gif --size 480x480 --background '#ffffff'
          scrollwork render --index ../shared/reference/index.json --out-dir out/frames
          scrollwork bench logo.json --size 512x512 --frames 60 --json
          scrollwork info logo.json --json
          scrollwork validate animations/*.json
          scrollwork easing 'cubic-bezier(0.68, -0.55, 0.27, 1.55)' --at 0.25,0.5 --plot curve.png
          scrollwork compare ../shared/corpus/lottie-ios/HamburgerArrow.json
          scrollwork diff golden.png mine.png

        Run 'scrollwork help <subcommand>' for each command's options, discussion and examples. \
        Errors are one line on stderr with a non-zero exit status.
        """,
        subcommands: [RenderCommand.self, ExportCommand.self, InfoCommand.self, ValidateCommand.self, EasingCommand.self,
                      BenchCommand.self, CompareCommand.self, DiffCommand.self, BakeCommand.self])

    /// Runs the command; a usage error is reported as one line on stderr (not the usage
    /// screen), with ArgumentParser's exit status. Help and `--version` print as usual.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let message = message(for: error)
            if exitCode(for: error) == .success || message.isEmpty { exit(withError: error) }
            var line = String(message.split(whereSeparator: \.isNewline).first ?? "")
            if line.hasPrefix("Error: ") { line = String(line.dropFirst(7)) }
            FileHandle.standardError.write(Data("error: \(line) (see 'scrollwork help')\n".utf8))
            Foundation.exit(exitCode(for: error).rawValue)
        }
    }
}
