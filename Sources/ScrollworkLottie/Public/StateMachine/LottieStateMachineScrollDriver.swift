import Scrollwork
import ScrollworkScene

/// The scroll as an input of a state machine: a `ScrollRange` (or a range of a `PagedScene`'s
/// pages) turns the scroll position into progress, which sets numeric inputs and runs the
/// machine's scroll interactions — entering, leaving, crossing a value — through the core's
/// `RangeTrigger` and `KeyframeTrigger`. No glue code: the designer's machine names the input
/// that follows the scroll (a `ScrollProgress` interaction) and what crossing does.
///
/// ```swift
/// let drive = machine.scrollDriver(range: ScrollRange(start: 0, end: 1200),
///                                  inputs: [.init(name: "progress", values: 0...100)])
/// drive.update(offset: scrollOffset)        // on every scroll event
/// // or, in a paged intro, on the scene's own time axis:
/// let drive = machine.scrollDriver(scene: intro, pages: 1...2)
/// ```
///
/// It is `Animatable`: an `Animator` evaluating it at a time updates it with that time as the
/// offset (a paged scene's page time). Not `Sendable`: it drives a machine.
public final class LottieStateMachineScrollDriver: Animatable {
    /// A numeric input that follows the scroll progress, mapped onto `values`.
    public struct Input: Hashable, Sendable {
        /// The input's name.
        public var name: String
        /// The values progress 0 and 1 map to.
        public var values: ClosedRange<Double>

        /// An input following progress onto `values`.
        public init(name: String, values: ClosedRange<Double> = 0...1) {
            self.name = name
            self.values = values
        }
    }

    /// The machine driven.
    public let machine: LottieStateMachine
    /// Offsets → progress (the driver reads it unclamped to see entering and leaving).
    public var range: ScrollRange
    /// The inputs that follow the progress: those given, then the machine's `ScrollProgress`
    /// interactions.
    public let inputs: [Input]
    /// The progress of the last update, clamped into 0…1.
    public private(set) var progress = 0.0
    private var edges: RangeTrigger?
    private var crossings: KeyframeTrigger?
    /// The actions of the `ScrollProgress` interactions, by the input they set: run after an
    /// update changes it (a `SetProgress` of `"$progress"` scrubs the animation).
    private let progressActions: [(input: String, actions: [LottieStateMachineDefinition.Action])]
    /// The inputs the current update changed (kept to allocate nothing per update).
    private var changed: [Bool]

    /// A driver of `machine` over `range`, with `inputs` following its progress.
    public init(machine: LottieStateMachine, range: ScrollRange, inputs: [Input] = []) {
        self.machine = machine
        self.range = range
        var all = inputs
        var marks: [(value: Double, forward: Bool?, actions: [LottieStateMachineDefinition.Action])] = []
        var progressActions: [(input: String, actions: [LottieStateMachineDefinition.Action])] = []
        for interaction in machine.definition.scroll {
            switch interaction.kind {
            case .progress(let name, let low, let high):
                all.append(Input(name: name, values: Swift.min(low, high)...Swift.max(low, high)))
                if !interaction.actions.isEmpty { progressActions.append((name, interaction.actions)) }
            case .cross(let value, let forward):
                marks.append((value, forward, interaction.actions))
            default:
                break
            }
        }
        self.inputs = all
        self.progressActions = progressActions
        changed = Array(repeating: false, count: all.count)
        let scroll = machine.definition.scroll
        if scroll.contains(where: { [.enter, .leave, .enterBack, .leaveBack].contains($0.kind) }) {
            edges = RangeTrigger(start: 0, end: 1) { [unowned machine] event, _ in
                let kind: LottieStateMachineDefinition.ScrollInteraction.Kind
                switch event {
                case .enter: kind = .enter
                case .leave: kind = .leave
                case .enterBack: kind = .enterBack
                case .leaveBack: kind = .leaveBack
                }
                for interaction in scroll where interaction.kind == kind { machine.runScrollActions(interaction.actions) }
            }
        }
        if !marks.isEmpty {
            marks.sort { $0.value < $1.value }
            crossings = KeyframeTrigger(marks: marks.map(\.value)) { [unowned machine] index, _, direction in
                let mark = marks[index]
                if mark.forward == nil || mark.forward == (direction == .forward) { machine.runScrollActions(mark.actions) }
            }
        }
    }

    /// Applies a scroll offset: the inputs follow its progress (set only when they change),
    /// then the edges and values crossed since the last update run their interactions, then the
    /// actions of the `ScrollProgress` interactions whose input changed (last, so that a state
    /// a crossing entered shows the frame the scroll asks for).
    public func update(offset: Double) {
        guard !offset.isNaN else { return }
        let span = range.end - range.start
        let raw = span == 0 ? (offset < range.start ? 0 : 1) : (offset - range.start) / span
        progress = Swift.min(Swift.max(raw, 0), 1)
        for (n, input) in inputs.enumerated() {
            let value = input.values.lowerBound + progress * (input.values.upperBound - input.values.lowerBound)
            changed[n] = machine.numericInput(input.name) != value
            if changed[n] { machine.setNumericInput(input.name, value) }
        }
        edges?.update(to: raw)
        crossings?.update(to: raw)
        for (input, actions) in progressActions
        where inputs.indices.contains(where: { changed[$0] && inputs[$0].name == input }) {
            machine.runScrollActions(actions)
        }
    }

    /// Updates with `time` as the offset (an `Animator` evaluating the driver: a paged scene's
    /// page time).
    public func animate(at time: Double) {
        update(offset: time)
    }
}

extension LottieStateMachine {
    /// A driver of this machine over a scroll range (see ``LottieStateMachineScrollDriver``).
    public func scrollDriver(range: ScrollRange, inputs: [LottieStateMachineScrollDriver.Input] = []) -> LottieStateMachineScrollDriver {
        LottieStateMachineScrollDriver(machine: self, range: range, inputs: inputs)
    }

    /// A driver of this machine over pages of a paged scene, evaluated by the scene's animator
    /// at its page time: progress 0 at the first page of `pages`, 1 at the last.
    @discardableResult
    public func scrollDriver(scene: PagedScene, pages: ClosedRange<Double>,
                             inputs: [LottieStateMachineScrollDriver.Input] = []) -> LottieStateMachineScrollDriver {
        let driver = LottieStateMachineScrollDriver(machine: self, range: ScrollRange(start: pages.lowerBound, end: pages.upperBound),
                                                    inputs: inputs)
        scene.add(driver)
        driver.update(offset: scene.time)
        return driver
    }

    /// Runs a scroll interaction's actions as one step.
    func runScrollActions(_ actions: [LottieStateMachineDefinition.Action]) {
        step { run(actions, runPipeline: true, fromAction: false) }
    }
}
