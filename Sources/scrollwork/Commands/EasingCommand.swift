import ArgumentParser
import Foundation
import Scrollwork

/// `scrollwork easing`.
struct EasingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "easing",
        abstract: "Print an easing curve's values and plot it to a PNG.",
        discussion: """
        The curve is a catalogue name (case and dashes ignored: easeInOutCubic, ease-in-out, \
        linear, easeOutBack, easeOutBounce, …), cubic-bezier(x1, y1, x2, y2) as in CSS, \
        steps(n[, jump-start|jump-end|jump-none|jump-both]) or spring(mass, stiffness, \
        damping[, velocity]) settling over the progress range.

        Prints one line per point: progress, a tab, the value. --plot draws the curve with the \
        canvas: grid and axes, the curve, and the points marked and labelled.

        Examples:
          scrollwork easing easeInOutCubic --at 0.25,0.5,0.75
          scrollwork easing 'cubic-bezier(0.68, -0.55, 0.27, 1.55)' --plot back.png
          scrollwork easing 'steps(4, jump-end)' --at 0.1,0.3 --plot steps.png --size 400x300
          scrollwork easing 'spring(1, 180, 12)' --plot spring.png
        """)

    @Argument(help: "The easing: a name, cubic-bezier(…), steps(…) or spring(…).")
    var curve: String

    @Option(help: "Comma-separated progress values in 0…1 to print and mark (default 0,0.25,0.5,0.75,1).")
    var at: String?

    @Option(help: "Write a plot of the curve to this PNG.")
    var plot: String?

    @Option(help: "Plot size WxH.")
    var size: PixelSize = PixelSize(argument: "600x480")!

    @Flag(help: "Print one JSON object {\"easing\", \"values\": [[t, v], …]}.")
    var json = false

    mutating func run() throws {
        do {
            let spec = try EasingSpec(curve)
            let points = try parsePoints()
            if let plot {
                let image = try EasingPlot(spec: spec, points: points, width: size.width, height: size.height).draw()
                try writePNG(image, to: plot, background: nil)
            }
            let values = points.map { ($0, spec.easing.value(at: $0)) }
            if json {
                let pairs = values.map { "[\(number($0.0)), \(number($0.1))]" }.joined(separator: ", ")
                print("{\"easing\": \(jsonString(curve)), \"values\": [\(pairs)]}")
            } else {
                for (t, v) in values { print("\(number(t))\t\(number(v))") }
            }
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("error: \(failure.description)\n".utf8))
            throw ExitCode.failure
        }
    }

    func parsePoints() throws -> [Double] {
        guard let at else { return [0, 0.25, 0.5, 0.75, 1] }
        let points = try at.split(separator: ",").map { part -> Double in
            guard let t = Double(part.trimmingCharacters(in: .whitespaces)), t.isFinite, (0...1).contains(t) else {
                throw CommandFailure("--at wants progress values in 0…1 separated by commas (got '\(part)')")
            }
            return t
        }
        guard !points.isEmpty, points.count <= 1000 else { throw CommandFailure("--at wants 1…1000 values") }
        return points
    }

    func number(_ x: Double) -> String {
        x.isFinite ? String(format: "%.6g", x) : "null"
    }
}

/// A JSON string literal (Foundation's JSON writer).
func jsonString(_ s: String) -> String {
    let data = try? JSONSerialization.data(withJSONObject: s, options: [.fragmentsAllowed, .withoutEscapingSlashes])
    return data.map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
}
