import Scrollwork

/// A dotLottie state machine as a value: its inputs, states (with their transitions) and
/// interactions, parsed and checked. ``LottieStateMachine`` runs one on a ``LottiePlayer``.
///
/// ```swift
/// let definition = try LottieStateMachineDefinition(json: text)
/// print(definition.initial, definition.states.map(\.name), definition.inputs.map(\.name))
/// ```
///
/// The format is dotlottie-rs's (dotLottie 2 `s/` files): `initial`, `states` (`PlaybackState`,
/// one `GlobalState`), `transitions` (`Transition`, `Tweened`) with `guards`, `interactions`,
/// `inputs`. The older forms are read too: the `descriptor` layout (`descriptor.initial`,
/// snake_case `entry_actions`) and the v1 archive's `states/` files (states by index,
/// transitions on pointer and completion events, `segments` or `marker`); see
/// ``LottieStateMachineDefinition/init(json:limits:)`` for what of them is refused.
///
/// Scrollwork adds one optional top-level member, `scroll` (see ``ScrollInteraction``), which
/// other players ignore: they skip members they do not know.
public struct LottieStateMachineDefinition: Hashable, Sendable {
    /// The state the machine starts in.
    public var initial: String
    /// The states, in file order (at most one is ``State/Kind/global``).
    public var states: [State]
    /// The inputs, in file order (user inputs; the built-in `@elapsedTime` is not listed).
    public var inputs: [Input]
    /// The interactions: pointer and completion events and the actions they run.
    public var interactions: [Interaction]
    /// Scrollwork's scroll interactions (the `scroll` member), if any.
    public var scroll: [ScrollInteraction]
    /// What was read but not used (an `@`-prefixed input, an action Scrollwork does not run,
    /// a reference to a missing state or input) and older forms converted; JSON paths.
    public var diagnostics: [Diagnostic]

    /// The state with a name.
    public func state(named name: String) -> State? {
        states.first { $0.name == name }
    }

    /// The global state, if there is one: its transitions are evaluated before the current
    /// state's, whatever the current state is.
    public var globalState: State? {
        states.first { $0.kind == .global }
    }

    /// Every marker name the states use as segments (for checking against an animation).
    public var segmentMarkers: [String] {
        states.compactMap { state in
            if case .marker(let name)? = state.segment { return name }
            return nil
        }
    }
}

extension LottieStateMachineDefinition {
    /// An input of the machine: a value the app, interactions and actions set, which guards read.
    public struct Input: Hashable, Sendable {
        /// The input's name.
        public var name: String
        /// Its initial value (and its type).
        public var value: Value

        /// An input.
        public init(name: String, value: Value) {
            self.name = name
            self.value = value
        }

        /// The value of an input.
        public enum Value: Hashable, Sendable {
            /// `Numeric`.
            case numeric(Double)
            /// `String`.
            case string(String)
            /// `Boolean`.
            case boolean(Bool)
            /// `Event`: fired, never holding a value.
            case event

            /// The type's name in the file.
            public var typeName: String {
                switch self {
                case .numeric: return "Numeric"
                case .string: return "String"
                case .boolean: return "Boolean"
                case .event: return "Event"
                }
            }
        }
    }

    /// A state: what the player plays while the machine is in it, and where it can go.
    public struct State: Hashable, Sendable {
        /// A playback state or the global state.
        public enum Kind: Hashable, Sendable {
            /// `PlaybackState`: picks an animation, a segment and a playback mode.
            case playback
            /// `GlobalState`: plays nothing; its transitions are evaluated from every state.
            case global
        }

        /// The part of the animation a playback state plays.
        public enum Segment: Hashable, Sendable {
            /// A marker of the animation, by name.
            case marker(String)
            /// Frames `from … to` (the older forms' `segments`).
            case frames(Double, Double)
        }

        /// How a playback state plays its segment (dotLottie's modes).
        public enum Mode: String, Hashable, Sendable {
            /// Start to end.
            case forward = "Forward"
            /// End to start.
            case reverse = "Reverse"
            /// Start to end and back.
            case bounce = "Bounce"
            /// End to start and back.
            case reverseBounce = "ReverseBounce"
        }

        /// The state's name (unique in the machine).
        public var name: String
        /// Playback or global.
        public var kind: Kind
        /// The id of the animation of the archive it plays (empty: the one loaded).
        public var animation: String
        /// The segment it plays (nil: the whole animation).
        public var segment: Segment?
        /// Whether it loops.
        public var loops: Bool
        /// How many times it plays when looping (0: for ever).
        public var loopCount: Int
        /// Its playback mode.
        public var mode: Mode
        /// Its speed (1: the file's frame rate).
        public var speed: Double
        /// Whether it plays on entry (else it shows the segment's first frame).
        public var autoplay: Bool
        /// Whether entering it stops the machine.
        public var isFinal: Bool
        /// A background colour it asks the host to draw behind the animation, if any
        /// (``LottieStateMachine/background`` keeps it once the state is entered).
        public var background: Color?
        /// Actions run on entry (after its playback is set up).
        public var entryActions: [Action]
        /// Actions run when it is left.
        public var exitActions: [Action]
        /// Its transitions, in priority order.
        public var transitions: [Transition]
    }

    /// A transition to another state, taken when all its guards hold.
    public struct Transition: Hashable, Sendable {
        /// The target state's name.
        public var target: String
        /// The guards, all of which must hold (none: a guardless transition, taken when no
        /// guarded one is).
        public var guards: [Guard]
        /// For a `Tweened` transition: the tween's length in seconds and its easing; the
        /// player blends from the frame shown to the target state's first frame.
        public var tween: Tween?

        /// A tweened transition's length and easing.
        public struct Tween: Hashable, Sendable {
            /// Seconds.
            public var duration: Double
            /// The cubic bézier of the blend's easing, `[x1, y1, x2, y2]` (linear: `[0, 0, 1, 1]`).
            public var bezier: [Double]

            /// A tween of `duration` seconds eased by `bezier` (`[x1, y1, x2, y2]`).
            public init(duration: Double, bezier: [Double]) {
                self.duration = duration
                self.bezier = bezier
            }

            /// The blend's easing.
            public var easing: Easing {
                guard bezier.count == 4, bezier[0] != bezier[1] || bezier[2] != bezier[3] else { return .linear }
                return .cubicBezier(min(max(bezier[0], 0), 1), bezier[1], min(max(bezier[2], 0), 1), bezier[3])
            }
        }
    }

    /// A comparison of a guard.
    public enum Comparison: String, Hashable, Sendable {
        /// `Equal`.
        case equal = "Equal"
        /// `NotEqual`.
        case notEqual = "NotEqual"
        /// `GreaterThan`.
        case greaterThan = "GreaterThan"
        /// `GreaterThanOrEqual`.
        case greaterThanOrEqual = "GreaterThanOrEqual"
        /// `LessThan`.
        case lessThan = "LessThan"
        /// `LessThanOrEqual`.
        case lessThanOrEqual = "LessThanOrEqual"
    }

    /// A value in a guard or an action: a literal, or another input's value (`"$name"`, or the
    /// built-in `"@elapsedTime"`).
    public enum Operand: Hashable, Sendable {
        /// A number.
        case number(Double)
        /// A string.
        case string(String)
        /// A boolean.
        case boolean(Bool)
        /// The value of an input, by name.
        case input(String)
    }

    /// A condition on an input, or on the event being fired.
    public enum Guard: Hashable, Sendable {
        /// A numeric input compared with a number or another numeric input.
        case numeric(input: String, Comparison, Operand)
        /// A string input compared with a string or another string input.
        case string(input: String, Comparison, Operand)
        /// A boolean input compared with a boolean or another boolean input.
        case boolean(input: String, Comparison, Operand)
        /// Holds when the event input with this name is being fired.
        case event(input: String)

        /// The input the guard reads.
        public var input: String {
            switch self {
            case .numeric(let name, _, _), .string(let name, _, _), .boolean(let name, _, _), .event(let name): return name
            }
        }
    }

    /// The pointer and player events an interaction answers.
    public enum InteractionKind: String, Hashable, Sendable {
        /// `PointerDown` (optionally on a layer).
        case pointerDown = "PointerDown"
        /// `PointerUp` (optionally on a layer).
        case pointerUp = "PointerUp"
        /// `PointerEnter`: the pointer enters the animation, or a layer.
        case pointerEnter = "PointerEnter"
        /// `PointerExit`: the pointer leaves the animation, or a layer.
        case pointerExit = "PointerExit"
        /// `PointerMove`.
        case pointerMove = "PointerMove"
        /// `Click` (optionally on a layer).
        case click = "Click"
        /// `OnComplete`: the named state's play reached its end.
        case onComplete = "OnComplete"
        /// `OnLoopComplete`: the named state's play finished one loop.
        case onLoopComplete = "OnLoopComplete"
    }

    /// An interaction: the actions an event runs.
    public struct Interaction: Hashable, Sendable {
        /// The event.
        public var kind: InteractionKind
        /// For pointer events: the layer (by name) the pointer must hit, if any.
        public var layerName: String?
        /// For completion events: the state whose play completes.
        public var stateName: String?
        /// The actions.
        public var actions: [Action]
    }

    /// A scroll interaction (Scrollwork's extension, the `scroll` member): actions run as the
    /// progress of the scroll range the machine is bound to (``LottieStateMachine/scrollDriver(range:inputs:)``)
    /// enters or leaves `0…1`, or crosses a value.
    ///
    /// ```json
    /// "scroll": [
    ///   { "type": "ScrollEnter", "actions": [{ "type": "Fire", "inputName": "appear" }] },
    ///   { "type": "ScrollCross", "value": 0.5, "direction": "forward",
    ///     "actions": [{ "type": "SetBoolean", "inputName": "open", "value": true }] },
    ///   { "type": "ScrollProgress", "inputName": "progress", "min": 0, "max": 100 }
    /// ]
    /// ```
    public struct ScrollInteraction: Hashable, Sendable {
        /// What the scroll does.
        public enum Kind: Hashable, Sendable {
            /// `ScrollEnter`: progress enters `0…1` moving forward.
            case enter
            /// `ScrollLeave`: progress leaves past 1.
            case leave
            /// `ScrollEnterBack`: progress enters again from beyond 1.
            case enterBack
            /// `ScrollLeaveBack`: progress leaves backwards past 0.
            case leaveBack
            /// `ScrollCross`: progress crosses `value`, in a direction (nil: either).
            case cross(value: Double, forward: Bool?)
            /// `ScrollProgress`: the numeric input `inputName` follows the progress, mapped
            /// onto `min … max`.
            case progress(input: String, min: Double, max: Double)
        }

        /// What the scroll does.
        public var kind: Kind
        /// The actions it runs (none for ``Kind/progress(input:min:max:)``).
        public var actions: [Action]
    }
}
