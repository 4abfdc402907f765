import Scrollwork
@testable import ScrollworkLottie

/// One step of a table-driven state machine test, and what must hold after it.
enum MachineStep: Sendable {
    /// Start the machine; the current state must be this.
    case start(String)
    /// Set a numeric input; the current state must be this.
    case number(String, Double, String)
    /// Set a boolean input.
    case boolean(String, Bool, String)
    /// Set a string input.
    case string(String, String, String)
    /// Fire an event input.
    case fire(String, String)
    /// Post a pointer event at a point of the 100 × 100 viewport.
    case pointer(Kind, Double, Double, String)
    /// Post a completion of the current state's play.
    case complete(String)
    /// Advance the clock by seconds (1/60 s frames).
    case tick(Double, String)
    /// Tick until the state is current (within seconds).
    case tickUntil(String, within: Double)
    /// A numeric input's value.
    case value(String, Double)
    /// A numeric input lies in a range.
    case within(String, ClosedRange<Double>, whole: Bool)
    /// The machine's status.
    case status(LottieStateMachine.Status)
    /// The frame the player shows (to 1e-6).
    case frame(Double)
    /// Seed `SetRandom`.
    case seed(UInt64)
    /// The events heard since the last check, in order (`"transition a -> b"`, `"exit a"`,
    /// `"entered b"`, `"custom m"`).
    case events([String])
    /// Forget the events heard so far.
    case drain
    /// The states entered since the last check must not include this one.
    case neverEntered(String)

    /// A pointer event's kind.
    enum Kind: Sendable {
        case down, up, move, enter, exit, click
    }
}

/// A state machine file of the corpus, the animation it runs on, and its steps: the facts of
/// dotlottie-rs's own test of the file (`tests/state_machine*.rs`, read for them), or — for files
/// its tests do not run — what the file itself says, marked as such.
struct MachineCase: Sendable, CustomStringConvertible {
    var file: String
    var animation: MachineAnimation = .stars
    var steps: [MachineStep]
    /// Where the expected facts come from.
    var source: String

    var description: String { file + (steps.isEmpty ? "" : " (\(source))") }
}
