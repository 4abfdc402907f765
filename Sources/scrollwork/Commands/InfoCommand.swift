import ArgumentParser
import Foundation
import ScrollworkLottie

/// `scrollwork info`.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Print a file's size, frame rate, duration, layers by type, features and diagnostics.",
        discussion: """
        Layers are counted over the root composition and every precomposition. Features are \
        what the file uses (masks, mattes, precomps, time remapping, trim paths, repeaters, \
        gradients, dashes, effects, 3D, expressions, images, markers, …); diagnostics are the \
        importer's notes on what it could not draw or had to clamp.

        --json prints one object with the keys file, size, frame_rate, in_point, out_point, \
        frames, duration, version, layers, layer_types, precomps, images, markers, features, \
        diagnostics, animations, themes and stateMachines. For a .lottie archive the figures are \
        its initial animation's, and the last three list the archive's animations (id, markers, \
        themes), themes (id, slots) and state machines (id, initial state, states, inputs); \
        for a plain file, its one animation and two empty lists.

        Examples:
          scrollwork info logo.json
          scrollwork info logo.json --json | jq .layer_types
        """)

    @Argument(help: "The Lottie file.")
    var file: String

    @Flag(help: "Print one JSON object.")
    var json = false

    mutating func run() throws {
        do {
            let a = try loadAnimation(file)
            let summary = AnimationSummary(a)
            let listing = try DotLottieListing(file: file, animation: a)
            if json {
                var object: [String: Any] = [
                    "file": file,
                    "size": [a.size.width, a.size.height],
                    "frame_rate": a.frameRate,
                    "in_point": a.inPoint,
                    "out_point": a.outPoint,
                    "frames": a.frameCount,
                    "duration": a.duration,
                    "version": a.version ?? NSNull(),
                    "layers": summary.layerCount,
                    "layer_types": summary.layerTypes,
                    "precomps": a.precomps.count,
                    "images": a.images.count,
                    "markers": a.markers.map { ["name": $0.name, "start": $0.startFrame, "end": $0.endFrame] as [String: Any] },
                    "features": summary.features.sorted(),
                    "diagnostics": a.diagnostics.map {
                        ["severity": $0.severity.description, "feature": $0.feature.rawValue, "path": $0.path,
                         "message": $0.message] as [String: Any]
                    },
                ]
                object.merge(listing.json) { first, _ in first }
                let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
                print(String(decoding: data, as: UTF8.self))
                return
            }
            print("size: \(fmt(a.size.width))x\(fmt(a.size.height))")
            print("frame rate: \(fmt(a.frameRate)) fps")
            print("frames: \(fmt(a.inPoint)) ..< \(fmt(a.outPoint)) (\(fmt(a.frameCount)) frames, \(String(format: "%.3f", a.duration)) s)")
            print("layers: \(a.layers.count) (root), \(a.precomps.count) precomps, \(a.precomps.values.reduce(0) { $0 + $1.layers.count }) precomp layers, \(a.images.count) images")
            print("layer types: " + summary.layerTypes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
            print("features: " + (summary.features.isEmpty ? "none" : summary.features.sorted().joined(separator: ", ")))
            if let v = a.version { print("version: \(v)") }
            for m in a.markers { print("marker: \(m.name) \(fmt(m.startFrame))…\(fmt(m.endFrame))") }
            for line in listing.lines { print(line) }
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
