#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The time budgets and wall-clock bounds of the tests, and the setting that tightens them.
///
/// No test may depend on the speed of the machine. To find those that do, run a suite with
/// `SCROLLWORK_TIME_SCALE=4` in the environment of `swift test`: every time budget a test hands
/// to the code under test (an expression's CPU time, a download's timeout) and every wall-clock
/// bound a test checks is divided by 4 (`budget(_:)`, `bound(_:)`), so a test that passes only
/// within 4× of its work fails and is listed. A test that passes with the setting has a margin
/// of at least 4× on this machine. Without the setting the scale is 1.
///
/// Swift Testing's `.timeLimit` counts whole minutes and cannot be divided; the tests that have
/// one use it as a guard against a hang and check their own bound through `bound(_:)`.
public enum TestTime {
    /// The divisor of every budget and bound (`SCROLLWORK_TIME_SCALE`, at least 1; 1 when unset
    /// or not a number).
    public static let scale: Double = {
        guard let text = getenv("SCROLLWORK_TIME_SCALE").map({ String(cString: $0) }),
              let value = Double(text), value.isFinite, value >= 1 else { return 1 }
        return value
    }()

    /// A time budget handed to the code under test, in seconds, divided by the scale.
    public static func budget(_ seconds: Double) -> Double { seconds / scale }

    /// A wall-clock bound a test checks, divided by the scale.
    public static func bound(_ seconds: Double) -> Duration { .nanoseconds(Int64(seconds / scale * 1e9)) }
}
