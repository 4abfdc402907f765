import Scrollwork

/// Runs a dotLottie state machine on a ``LottiePlayer``: its inputs are plain values, its states
/// pick an animation, a segment and a playback mode on the player, its tweened transitions blend
/// two frames' property values, and pointer events (hit-tested against the file's layers),
/// completions, the clock and the scroll drive it.
///
/// ```swift
/// let file = try LottieReader().readDotLottie(contentsOfFile: "toggle.lottie")
/// let player = LottiePlayer(animation: try file.animation(), clock: clock)
/// let machine = try LottieStateMachine(definition: file.stateMachine(), player: player, archive: file)
/// machine.addObserver { event in print(event) }         // transitions, custom events…
/// machine.start()
/// machine.post(.click(Point(x: 120, y: 80)))             // composition coordinates
/// machine.setNumericInput("rating", 3)
/// clock.advance(by: 1.0 / 60); machine.tick()            // once per display frame
/// ```
///
/// It follows dotlottie-rs's engine: setting an input, firing an event or posting a pointer
/// event evaluates the global state's transitions, then the current state's (guarded ones in
/// order, a guardless one last), and keeps going while entry and exit actions change inputs;
/// each step is bounded by ``LottieStateMachineLimits``. A tweened transition blends from the
/// frame shown to the target state's first frame over its duration; inputs keep working while it
/// runs (a new tweened transition retargets it, an instant one interrupts it).
///
/// Time is the player's clock: ``tick()`` advances the player, the built-in `@elapsedTime`
/// input and tweens. The machine, its player and its observers live in one isolation domain
/// (the main actor in an app, a task in a tool); it is not `Sendable`.
public final class LottieStateMachine {
    /// Whether the machine runs.
    public enum Status: Hashable, Sendable {
        /// Not started, stopped, a final state reached, or stopped by a bound.
        case stopped
        /// Running.
        case running
        /// Running a tweened transition.
        case tweening
    }

    /// What the machine tells its observers.
    public enum Event: Hashable, Sendable {
        /// ``start()`` ran.
        case start
        /// The machine stopped.
        case stop
        /// A transition from one state to another began (`from` is empty at start).
        case transition(from: String, to: String)
        /// A state was left (empty at start).
        case stateExit(String)
        /// A state was entered.
        case stateEntered(String)
        /// A `FireCustomEvent` action ran.
        case customEvent(String)
        /// An input changed (only when its value changed).
        case inputChanged(name: String, from: LottieStateMachineDefinition.Input.Value, to: LottieStateMachineDefinition.Input.Value)
        /// An event input was fired.
        case inputFired(String)
        /// An `OpenUrl` action opened a URL through the ``openURLPolicy``.
        case openURL(url: String, target: String?)
        /// The machine stopped on a bound, or an action failed (a theme the archive lacks).
        case error(LottieStateMachineError)
    }

    /// A pointer event in composition coordinates (the host maps its window through the same
    /// placement it draws with).
    public enum PointerEvent: Hashable, Sendable {
        /// A button went down.
        case down(Point)
        /// A button went up.
        case up(Point)
        /// The pointer moved.
        case move(Point)
        /// The pointer entered the animation's area.
        case enter(Point)
        /// The pointer left the animation's area.
        case exit(Point)
        /// A click (down and up in one place).
        case click(Point)

        /// The point.
        public var point: Point { parts.1 }
    }

    /// The definition run.
    public let definition: LottieStateMachineDefinition
    /// The player driven.
    public let player: LottiePlayer
    /// The archive whose animations and themes states and actions name, if any.
    public let archive: DotLottie?
    /// The id of the archive's animation the player shows (nil without an archive).
    public internal(set) var animationID: String?
    /// The bounds of each step.
    public let limits: LottieStateMachineLimits
    /// What `OpenUrl` actions may do: by default, nothing.
    public var openURLPolicy = LottieOpenURLPolicy.disabled
    /// How pointer interactions on a layer hit it: by default its transformed bounds, as the
    /// dotLottie players pick layers; ``LottieHitTestMode/coverage`` for its exact shapes.
    public var hitTestMode = LottieHitTestMode.bounds
    /// The seed of `SetRandom` actions (the same seed draws the same numbers).
    public var seed: UInt64 = 0x5EED {
        didSet { random = SplitMix64(seed: seed) }
    }
    /// Whether the machine runs.
    public internal(set) var status = Status.stopped
    /// Why the machine last stopped on a bound or failed an action, if it did.
    public internal(set) var lastError: LottieStateMachineError?
    /// The background colour of the last playback state entered that names one (nil before
    /// any does): what a host draws behind the animation, as the dotLottie players do.
    public internal(set) var background: Color?

    var inputs: StateMachineInputs
    /// The current state's index (nil before start).
    var current: Int?
    let globalIndex: Int?
    let stateIndex: [String: Int]
    /// The event input being fired in this evaluation.
    var firedEvent: String?
    var actionMutatedInputs = false
    var observers: [(Event) -> Void] = []
    var pointer = PointerState()
    var tween: TweenTransition?
    /// The tween's blend, kept between frames.
    var blendFrames: [Double] = []
    var blendWeights: [Double] = []
    var playback = PlaybackTracking()
    var budget = StepBudget()
    var lastTick: Double?
    /// Whether a guard reads `@elapsedTime` (then ticks evaluate transitions).
    let readsElapsedTime: Bool
    var random: SplitMix64

    /// A machine running `definition` on `player`; `archive` supplies the animations and themes
    /// its states and actions name (`animationID`: the one the player shows; the archive's
    /// initial one when nil).
    public init(definition: LottieStateMachineDefinition, player: LottiePlayer, archive: DotLottie? = nil,
                animationID: String? = nil, limits: LottieStateMachineLimits = .default) {
        self.definition = definition
        self.player = player
        self.archive = archive
        self.animationID = animationID ?? archive?.initialAnimationID
        self.limits = limits
        inputs = StateMachineInputs(definition.inputs)
        globalIndex = definition.states.firstIndex { $0.kind == .global }
        stateIndex = Dictionary(definition.states.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        readsElapsedTime = definition.states.contains { state in
            state.transitions.contains { $0.guards.contains(where: Self.readsElapsedTime) }
        }
        random = SplitMix64(seed: 0x5EED)
        pointer.listenedLayers = Self.listenedLayers(definition)
    }

    /// The current state's name (empty before ``start()``).
    public var currentStateName: String {
        current.map { definition.states[$0].name } ?? ""
    }

    /// Seconds since ``start()`` (the built-in `@elapsedTime` input).
    public var elapsedTime: Double { inputs.elapsedTime }

    /// Calls `observer` with every event from now on, in the machine's isolation domain.
    public func addObserver(_ observer: @escaping (Event) -> Void) {
        observers.append(observer)
    }

    /// Removes every observer.
    public func removeAllObservers() {
        observers.removeAll()
    }

    /// Starts the machine in its initial state (inputs and `@elapsedTime` back to their initial
    /// values) and evaluates its transitions.
    public func start() {
        if status != .stopped { stop() }
        inputs.reset()
        lastError = nil
        background = nil
        current = nil
        tween = nil
        player.endTween()
        lastTick = player.clock.now
        guard let initial = stateIndex[definition.initial] else { return }
        budget.begin()
        defer { budget.end() }
        status = .running
        notify(.start)
        setCurrentState(initial, transition: nil, fromGlobal: false)
        runPipeline()
    }

    /// Stops the machine: inputs keep their values, the player keeps playing what it plays.
    public func stop() {
        guard status != .stopped else { return }
        if tween != nil {
            tween = nil
            player.endTween()
        }
        status = .stopped
        notify(.stop)
    }

    // MARK: - Inputs

    /// The value of a numeric input (or `@elapsedTime`).
    public func numericInput(_ name: String) -> Double? { inputs.numeric(name) }
    /// The value of a string input.
    public func stringInput(_ name: String) -> String? { inputs.string(name) }
    /// The value of a boolean input.
    public func booleanInput(_ name: String) -> Bool? { inputs.boolean(name) }
    /// Every input's name and current value, sorted by name (the built-in `@elapsedTime` too).
    public var inputValues: [(name: String, value: LottieStateMachineDefinition.Input.Value)] {
        (inputs.values.map { ($0.key, $0.value) } + [("@elapsedTime", .numeric(inputs.elapsedTime))]).sorted { $0.0 < $1.0 }
    }

    /// Sets a numeric input and evaluates transitions. Returns false when there is no such input.
    @discardableResult
    public func setNumericInput(_ name: String, _ value: Double) -> Bool {
        guard value.isFinite else { return false }
        return step { set(name, .numeric(value), runPipeline: true, fromAction: false) }
    }

    /// Sets a string input and evaluates transitions. Returns false when there is no such input.
    @discardableResult
    public func setStringInput(_ name: String, _ value: String) -> Bool {
        guard value.utf8.count <= limits.maxStringLength else { return false }
        return step { set(name, .string(value), runPipeline: true, fromAction: false) }
    }

    /// Sets a boolean input and evaluates transitions. Returns false when there is no such input.
    @discardableResult
    public func setBooleanInput(_ name: String, _ value: Bool) -> Bool {
        step { set(name, .boolean(value), runPipeline: true, fromAction: false) }
    }

    /// Returns an input to its initial value and evaluates transitions. Returns false when there
    /// is no such input.
    @discardableResult
    public func resetInput(_ name: String) -> Bool {
        step { reset(name, runPipeline: true, fromAction: false) }
    }

    /// Fires an event input and evaluates transitions. Returns false when there is no such event.
    @discardableResult
    public func fire(_ name: String) -> Bool {
        step { fire(name, runPipeline: true) }
    }

    /// Runs `body` as one step: the bounds count from its start.
    func step<Result>(_ body: () -> Result) -> Result {
        budget.begin()
        defer { budget.end() }
        return body()
    }

    func notify(_ event: Event) {
        for observer in observers { observer(event) }
    }

    private static func readsElapsedTime(_ guardValue: LottieStateMachineDefinition.Guard) -> Bool {
        switch guardValue {
        case .numeric(let name, _, let operand):
            if StateMachineInputs.isElapsedTime(name) { return true }
            if case .input(let other) = operand { return StateMachineInputs.isElapsedTime(other) }
            return false
        default:
            return false
        }
    }

    private static func listenedLayers(_ definition: LottieStateMachineDefinition) -> [String] {
        var layers: [String] = []
        for interaction in definition.interactions where interaction.kind == .pointerEnter || interaction.kind == .pointerExit {
            if let layer = interaction.layerName, !layers.contains(layer) { layers.append(layer) }
        }
        return layers
    }
}
