/// Why a state machine was refused, or stopped.
///
/// Refusals come from ``LottieStateMachineDefinition/init(json:limits:)`` (a definition that
/// cannot be read, or one dotlottie-rs's security checks refuse); stops come from a running
/// ``LottieStateMachine`` (a step that transitions more than
/// ``LottieStateMachineLimits/maxTransitionsPerStep`` times, as a machine whose states lead to
/// each other without a guard does).
public struct LottieStateMachineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
        /// Not JSON, or not a state machine (no states, no initial state, a state without a name).
        case malformed
        /// A member of the wrong type or an unknown value (a state or guard type, a comparison).
        case invalidValue
        /// Two states with one name.
        case duplicateState
        /// More than one `GlobalState`.
        case multipleGlobalStates
        /// A state with more than one transition without guards.
        case multipleGuardlessTransitions
        /// A guard comparing with an input (`"$name"`) that does not exist or is of another type,
        /// or an event guard naming no event input.
        case missingGuardInput
        /// The initial state is not a state of the machine.
        case missingInitialState
        /// A bound of ``LottieStateMachineLimits`` (states, inputs, guards, actions, string length).
        case limitExceeded
        /// A running machine transitioned more than ``LottieStateMachineLimits/maxTransitionsPerStep``
        /// times in one step: it was stopped.
        case transitionLimit
        /// The archive has no such state machine.
        case notFound
    }

    /// What went wrong.
    public var kind: Kind
    /// Where: a JSON path in the definition (`states[2].transitions[0]`), or an archive entry.
    public var path: String
    /// A readable explanation.
    public var message: String

    /// An error.
    public init(kind: Kind, path: String, message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    /// One line: `"states[2]: two states are named 'a'"`.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// Bounds on the work a state machine can demand, in one place (docs/LIMITS.md). Loading
/// refuses a definition over them with ``LottieStateMachineError/Kind/limitExceeded``; a running
/// machine that transitions more than ``maxTransitionsPerStep`` times in one step is stopped.
public struct LottieStateMachineLimits: Hashable, Sendable {
    /// Most states.
    public var maxStates = 1_000
    /// Most inputs.
    public var maxInputs = 1_000
    /// Most transitions of one state.
    public var maxTransitionsPerState = 1_000
    /// Most guards of one transition (all are checked on every evaluation).
    public var maxGuardsPerTransition = 64
    /// Most actions of one list (entry, exit, interaction).
    public var maxActionsPerList = 256
    /// Most interactions.
    public var maxInteractions = 1_000
    /// Longest string (names, string inputs and values), in bytes.
    public var maxStringLength = 4_096
    /// Most transitions one step (an input set, an event fired, a tick) may take before the
    /// machine is stopped with ``LottieStateMachineError/Kind/transitionLimit``.
    public var maxTransitionsPerStep = 64
    /// Most actions one step may run (each action an interaction or a state runs counts)
    /// before the machine is stopped with ``LottieStateMachineError/Kind/transitionLimit``.
    public var maxActionsPerStep = 4_096

    /// The default limits.
    public init() {}

    /// The default limits.
    public static let `default` = LottieStateMachineLimits()
}
