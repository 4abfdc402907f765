import ArgumentParser
import Foundation
import ScrollworkLottie

/// `scrollwork info`.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Print a file's size, frame rate, frames, layers, markers and diagnostics.")

    @Argument(help: "The Lottie file.")
    var file: String

    mutating func run() throws {
        do {
            let a = try loadAnimation(file)
            print("size: \(fmt(a.size.width))x\(fmt(a.size.height))")
            print("frame rate: \(fmt(a.frameRate)) fps")
            print("frames: \(fmt(a.inPoint)) ..< \(fmt(a.outPoint)) (\(fmt(a.frameCount)) frames, \(String(format: "%.3f", a.duration)) s)")
            print("layers: \(a.layers.count) (root), \(a.precomps.count) precomps, \(a.precomps.values.reduce(0) { $0 + $1.layers.count }) precomp layers, \(a.images.count) images")
            if let v = a.version { print("version: \(v)") }
            for m in a.markers { print("marker: \(m.name) \(fmt(m.startFrame))…\(fmt(m.endFrame))") }
            print("diagnostics: \(a.diagnostics.count)")
            for d in a.diagnostics { print("  \(d)") }
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("error: \(failure.description)\n".utf8))
            throw ExitCode.failure
        }
    }

    func fmt(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(format: "%.4g", x)
    }
}
