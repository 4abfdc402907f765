import ArgumentParser

/// The `scrollwork` command: renders, times and describes Lottie files.
@main
struct ScrollworkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrollwork",
        abstract: "Render, benchmark and inspect Lottie animations with Scrollwork's software canvas.",
        discussion: """
        Frames are absolute composition frames as stored in the file (ip ≤ frame < op).

        Examples:
          scrollwork render logo.json --frame 30 --size 512x512 --background '#ffffff' -o logo.png
          scrollwork render logo.json --frame 30 --scale 0.5 -o logo.png
          scrollwork render --index ../shared/reference/index.json --out-dir out/frames
          scrollwork bench logo.json --size 512x512 --frames 60 --json
          scrollwork info logo.json
        """,
        subcommands: [RenderCommand.self, BenchCommand.self, InfoCommand.self])
}
