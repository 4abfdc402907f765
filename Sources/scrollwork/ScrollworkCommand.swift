import ArgumentParser
import Foundation

/// The `scrollwork` command: renders, times and describes Lottie files.
@main
struct ScrollworkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrollwork",
        abstract: "Render, benchmark and inspect Lottie animations with Scrollwork's software canvas.",
        discussion: """
        Frames are absolute composition frames as stored in the file (ip ≤ frame < op).

        Examples:
          scrollwork render a.json --frame 30 --size 512x512 --background '#ffffff' -o a.png
          scrollwork render logo.json --frame 30 --scale 0.5 -o logo.png
          scrollwork render --index ../shared/reference/index.json --out-dir out/frames
          scrollwork bench logo.json --size 512x512 --frames 60 --json
          scrollwork info logo.json
        """,
        subcommands: [RenderCommand.self, BenchCommand.self, InfoCommand.self])

    /// Parses and runs; every error is one line on stderr with a non-zero exit (help and
    /// version requests print normally).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            let line = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            FileHandle.standardError.write(Data("error: \(line.replacingOccurrences(of: "Error: ", with: ""))\n".utf8))
            Foundation.exit(exitCode(for: error).rawValue)
        }
    }
}
