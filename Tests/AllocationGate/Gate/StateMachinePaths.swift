import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkLottie

/// Frames under a dotLottie state machine, on dotlottie-rs's star rating (corpus-2): a machine
/// playing a looping state (its ticks, loop completions and `@elapsedTime` guards, at the
/// fractional frames a 60 Hz display shows of a 30 fps file), a tweened transition in flight
/// (every animated property blended from two frames), and a scroll driver setting a progress
/// input every frame; and a tween over a file of animated paths (lottie-ios' HamburgerArrow),
/// whose outlines blend in place. Each is a tick of the machine and the frame it shows drawn
/// whole; steady state allocates nothing.
enum StateMachinePaths {
    static let archive: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path + "/../shared/corpus-2/dotlottie-rs/dotlottie-rs/assets/animations/dotlottie/v1/star_rating.lottie"
    }()

    /// `rate` loops the five stars' segment; `progress` (the scroll) past 1000 or an
    /// `@elapsedTime` past a million seconds, never reached, would leave it; `go` tweens to
    /// `none` over a million seconds.
    static let machineJSON = #"""
    {"initial": "rate", "states": [
      {"type": "GlobalState", "name": "global", "transitions": [
        {"type": "Tweened", "toState": "none", "duration": 1000000, "easing": [0.42, 0, 0.58, 1],
         "guards": [{"type": "Boolean", "inputName": "go", "conditionType": "Equal", "compareTo": true}]}]},
      {"type": "PlaybackState", "name": "rate", "animation": "", "segment": "star_5", "loop": true, "autoplay": true,
       "transitions": [{"type": "Transition", "toState": "none", "guards": [
         {"type": "Numeric", "inputName": "@elapsedTime", "conditionType": "GreaterThan", "compareTo": 1000000},
         {"type": "Numeric", "inputName": "progress", "conditionType": "GreaterThan", "compareTo": 1000}]}]},
      {"type": "PlaybackState", "name": "none", "animation": "", "segment": "star_1"}],
     "inputs": [{"type": "Boolean", "name": "go", "value": false}, {"type": "Numeric", "name": "progress", "value": 0}],
     "interactions": [{"type": "OnLoopComplete", "stateName": "rate", "actions": [{"type": "Increment", "inputName": "progress", "value": 0}]}],
     "scroll": [{"type": "ScrollProgress", "inputName": "progress", "min": 0, "max": 100}]}
    """#

    /// A tween from the middle of a file to its first frame, over a million seconds.
    static let tweenJSON = #"""
    {"initial": "middle", "states": [
      {"type": "GlobalState", "name": "global", "transitions": [
        {"type": "Tweened", "toState": "first", "duration": 1000000, "easing": [0, 0, 1, 1],
         "guards": [{"type": "Boolean", "inputName": "go", "conditionType": "Equal", "compareTo": true}]}]},
      {"type": "PlaybackState", "name": "middle", "animation": "", "entryActions": [{"type": "SetProgress", "value": 50}]},
      {"type": "PlaybackState", "name": "first", "animation": ""}],
     "inputs": [{"type": "Boolean", "name": "go", "value": false}]}
    """#

    static func budgets() -> Result<[AllocationBudget], LottieGateError> {
        let file: DotLottie
        let definition: LottieStateMachineDefinition
        do {
            file = try LottieReader().readDotLottie(contentsOfFile: archive)
            definition = try LottieStateMachineDefinition(json: machineJSON)
        } catch {
            return .failure(LottieGateError(description: "star_rating.lottie: \(error)"))
        }
        guard let canvas = try? Canvas(width: 250, height: 250) else {
            return .failure(LottieGateError(description: "cannot make a 250x250 canvas"))
        }
        func machine() throws -> (LottieStateMachine, ManualClock) {
            let clock = ManualClock()
            let machine = LottieStateMachine(definition: definition, player: LottiePlayer(animation: try file.animation(), clock: clock),
                                             archive: file)
            machine.start()
            return (machine, clock)
        }
        func frame(_ machine: LottieStateMachine, _ clock: ManualClock) {
            clock.advance(by: 1.0 / 60)
            machine.tick()
            canvas.clear()
            machine.player.render(into: canvas, size: Size(width: 250, height: 250))
        }
        do {
            let (playing, playingClock) = try machine()
            let (tweening, tweeningClock) = try machine()
            tweening.setBooleanInput("go", true)
            let (scrolled, scrolledClock) = try machine()
            let drive = scrolled.scrollDriver(range: ScrollRange(start: 0, end: 1000))
            let paths = try LottieReader().read(contentsOfFile: archive.replacingOccurrences(
                of: "corpus-2/dotlottie-rs/dotlottie-rs/assets/animations/dotlottie/v1/star_rating.lottie",
                with: "corpus/lottie-ios/HamburgerArrow.json"))
            let pathsClock = ManualClock()
            let pathsMachine = LottieStateMachine(definition: try LottieStateMachineDefinition(json: tweenJSON),
                                                  player: LottiePlayer(animation: paths, clock: pathsClock))
            pathsMachine.start()
            pathsMachine.setBooleanInput("go", true)
            return .success([
                AllocationBudget("State machine: a looping state, tick and frame", calls: 120) { _ in frame(playing, playingClock) },
                AllocationBudget("State machine: a tween in flight, tick and frame", calls: 120) { _ in frame(tweening, tweeningClock) },
                AllocationBudget("State machine: a tween of animated paths, tick and frame", calls: 120) { _ in
                    frame(pathsMachine, pathsClock)
                },
                AllocationBudget("State machine: scroll driver and frame", calls: 120) { k in
                    drive.update(offset: Double(k % 997))
                    frame(scrolled, scrolledClock)
                },
            ])
        } catch {
            return .failure(LottieGateError(description: "star_rating.lottie: \(error)"))
        }
    }
}
