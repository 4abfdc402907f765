import ScrollworkCanvas
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A committed PNG of our own render of a scene, which the render must keep matching to
/// within ``tolerance`` levels in every channel of every pixel (premultiplied, as stored:
/// ``StoredDifference``), so that a drift of one or two levels over a whole image is seen.
///
/// Self-goldens are re-recorded only on request: with the environment variable
/// ``recordVariable`` set to `1` a check writes the render as the new golden (review the
/// PNGs' diff before committing). A missing golden is a failure, never recorded silently.
public struct SelfGolden: Sendable {
    /// The environment variable that turns checks into recordings:
    /// `SCROLLWORK_RECORD_SELF_GOLDENS=1 swift test --filter SelfGolden`.
    public static let recordVariable = "SCROLLWORK_RECORD_SELF_GOLDENS"

    /// Whether this process was asked to record (``recordVariable`` is `1`).
    public static var isRecording: Bool {
        guard let value = getenv(recordVariable) else { return false }
        return String(cString: value) == "1"
    }

    /// The golden PNG.
    public var path: String
    /// The largest channel difference that still matches (levels).
    public var tolerance: Int

    /// A self-golden at `path`, matched within `tolerance` levels (1 by default).
    public init(path: String, tolerance: Int = 1) {
        self.path = path
        self.tolerance = tolerance
    }

    /// What a check found.
    public enum Outcome: Sendable {
        /// The render matches within the tolerance.
        case matched(StoredDifference)
        /// Recording was requested: the render is now the golden.
        case recorded
        /// The render differs beyond the tolerance.
        case differs(StoredDifference)
        /// The golden is missing or unreadable (the reason), or its size differs.
        case unreadable(String)
    }

    /// Compares `render` with the golden, or records it when ``isRecording``.
    public func check(_ render: Pixmap) -> Outcome {
        if Self.isRecording {
            do { try render.writePNG(to: path, output: .rgba) } catch { return .unreadable("cannot record \(path): \(error)") }
            return .recorded
        }
        let golden: Pixmap
        do { golden = try PNG.read(from: path) } catch { return .unreadable("\(path): \(error)") }
        let difference: StoredDifference
        do { difference = try StoredDifference(render, golden, tolerance: tolerance) } catch {
            return .unreadable("\(path): \(error)")
        }
        return difference.isWithinTolerance ? .matched(difference) : .differs(difference)
    }

    /// A failure message for an outcome that is not a match or a recording (nil for those).
    public func failure(_ outcome: Outcome, renderWrittenTo renderPath: String? = nil) -> String? {
        let rerecord = "if the change is intended, re-record: \(Self.recordVariable)=1 swift test --filter SelfGolden, and review the PNGs"
        let written = renderPath.map { " (the render: \($0))" } ?? ""
        switch outcome {
        case .matched, .recorded:
            return nil
        case .differs(let d):
            return "\(path): \(d.pixelsBeyondTolerance) pixels off by more than \(tolerance) level(s), the largest by \(d.largest), "
                + "the first at \(d.firstBeyondTolerance.map(\.description) ?? "?")\(written); \(rerecord)"
        case .unreadable(let reason):
            return "\(reason)\(written); to record it: \(Self.recordVariable)=1 swift test --filter SelfGolden"
        }
    }
}
