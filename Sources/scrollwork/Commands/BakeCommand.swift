import ArgumentParser
import Foundation
import ScrollworkExpressions
import ScrollworkLottie

/// `scrollwork bake`.
struct BakeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bake",
        abstract: "Turn a file's expressions into keyframes, for players that run none or only some.",
        discussion: """
        Every property with an expression gets a keyframe at each whole frame of its \
        composition, holding the value this renderer uses there (LottieExpressionBaker), so \
        lottie-ios and rlottie, which run none, or ThorVG, which runs some, play the same \
        frames. A run of one value is held from its start to its end; expressions on text \
        documents stay. The output is written whole or not at all. A line on stderr says how \
        many were baked and left.

        Examples:
          scrollwork bake bezier_expression.json -o baked.json
        """)

    @Argument(help: "The Lottie JSON file.")
    var file: String

    @Option(name: [.short, .customLong("output")], help: "Where to write the baked JSON.")
    var output: String

    mutating func run() throws {
        let baked: LottieExpressionBaker.Baked
        do {
            baked = try LottieExpressionBaker(reader: commandLineReader()).bake(contentsOfFile: file)
        } catch {
            throw CommandFailure("\(error)")
        }
        do {
            try Data(baked.json).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw CommandFailure("cannot write \(output): \(error.localizedDescription)")
        }
        var line = "\(file): \(baked.bakedPaths.count) expressions baked, \(baked.leftPaths.count) left"
        if !baked.diagnostics.isEmpty { line += ", \(baked.diagnostics.count) script problems (scrollwork validate lists them)" }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
