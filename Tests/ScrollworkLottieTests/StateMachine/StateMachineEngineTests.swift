import Foundation
import Scrollwork
import ScrollworkCanvas
import Testing
@testable import ScrollworkLottie

/// The engine beyond the corpus table: tweened transitions drawn (dotlottie-rs's tween_poses
/// bundle), bounds, the open-URL policy, observers and inputs.
@Suite(.enabled(if: DotLottieCorpus.isAvailable, DotLottieCorpus.missingReason))
struct StateMachineEngineTests {
    /// The centroid of the bright pixels of the frame the player shows, drawn into 300 × 300.
    static func blob(_ player: LottiePlayer) throws -> Point {
        let canvas = try Canvas(width: 300, height: 300)
        canvas.clear(.black)
        player.render(into: canvas, size: Size(width: 300, height: 300))
        var sx = 0.0, sy = 0.0, n = 0.0
        for y in 0..<300 {
            for x in 0..<300 {
                guard let p = canvas.pixmap.pixel(x: x, y: y), Int(p.r) + Int(p.g) + Int(p.b) > 300 else { continue }
                sx += Double(x)
                sy += Double(y)
                n += 1
            }
        }
        try #require(n > 0, "nothing bright drawn")
        return Point(x: sx / n, y: sy / n)
    }

    @Test("tween_poses: a tweened transition moves the blob; a second one retargets it mid-tween")
    func tweenPoses() throws {
        let path = try #require(DotLottieCorpus.assets) + "/statemachines/normal_usecases/tween_poses.lottie"
        let file = try LottieReader().readDotLottie(contentsOfFile: path)
        let clock = ManualClock()
        let player = LottiePlayer(animation: try file.animation(), clock: clock)
        let machine = LottieStateMachine(definition: try file.stateMachine(id: "tween_poses"), player: player, archive: file)
        var entered: [String] = []
        machine.addObserver { if case .stateEntered(let s) = $0 { entered.append(s) } }
        machine.start()
        #expect(machine.currentStateName == "pose_center")
        let start = try Self.blob(player)
        entered = []
        #expect(machine.setNumericInput("pose", 1))
        #expect(machine.status == .tweening)
        clock.advance(by: 0.5); machine.tick()
        let up = try Self.blob(player)
        #expect(up.y < start.y - 20, "mid-tween the blob has moved up: \(start) → \(up)")
        #expect(machine.setNumericInput("pose", 2))
        #expect(machine.status == .tweening)
        clock.advance(by: 0.5); machine.tick()
        let right = try Self.blob(player)
        #expect(right.x > up.x + 20, "after the retarget the blob heads right: \(up) → \(right)")
        clock.advance(by: 1.5); machine.tick()
        #expect(machine.currentStateName == "pose_right")
        #expect(machine.status == .running)
        let landed = try Self.blob(player)
        #expect(landed.x > right.x)
        #expect(abs(landed.y - start.y) < 25)
        #expect(entered == ["pose_right"], "pose_up, abandoned mid-tween, is never entered")
        // Pointer: pressing a target is entering it (layer hit-testing at the frame shown).
        machine.post(.down(Point(x: 55, y: 150)))
        #expect(machine.numericInput("pose") == 4)
        #expect(machine.status == .tweening)
    }

    @Test("a playback state's background stays the machine's background until another state names one")
    func stateBackground() throws {
        let json = #"""
        {"initial": "a", "states": [
          {"type": "PlaybackState", "name": "a", "animation": "", "backgroundColor": 4278190335,
           "transitions": [{"type": "Transition", "toState": "b", "guards": [{"type": "Event", "inputName": "go"}]}]},
          {"type": "PlaybackState", "name": "b", "animation": "",
           "transitions": [{"type": "Transition", "toState": "c", "guards": [{"type": "Event", "inputName": "go"}]}]},
          {"type": "PlaybackState", "name": "c", "animation": "", "background": "#0000ff", "transitions": []}],
         "inputs": [{"type": "Event", "name": "go"}]}
        """#
        let harness = try MachineHarness(definition: try LottieStateMachineDefinition(json: json), on: .smileys)
        let machine = harness.machine
        #expect(machine.background == nil)
        machine.start()
        #expect(machine.background == Color(red: 1, green: 0, blue: 0, alpha: 1), "0xFF0000FF: opaque red")
        #expect(machine.fire("go"))
        #expect(machine.currentStateName == "b")
        #expect(machine.background == Color(red: 1, green: 0, blue: 0, alpha: 1), "b names none: red stays")
        #expect(machine.fire("go"))
        #expect(machine.background == Color(red: 0, green: 0, blue: 1, alpha: 1))
        machine.start()
        #expect(machine.background == Color(red: 1, green: 0, blue: 0, alpha: 1), "a restart begins again from a")
    }

    @Test("a machine whose states lead to each other without guards is stopped with a typed error")
    func endlessLoopStops() throws {
        let json = #"""
        {"initial": "a", "states": [
          {"type": "PlaybackState", "name": "a", "animation": "", "transitions": [{"type": "Transition", "toState": "b", "guards": [{"type": "Event", "inputName": "go"}]}]},
          {"type": "PlaybackState", "name": "b", "animation": "", "transitions": [{"type": "Transition", "toState": "c"}]},
          {"type": "PlaybackState", "name": "c", "animation": "", "transitions": [{"type": "Transition", "toState": "b"}]}],
         "inputs": [{"type": "Event", "name": "go"}]}
        """#
        let harness = try MachineHarness(definition: try LottieStateMachineDefinition(json: json), on: .smileys)
        harness.machine.start()
        #expect(harness.machine.fire("go"))
        #expect(harness.machine.status == .stopped)
        #expect(harness.machine.lastError?.kind == .transitionLimit)
        #expect(harness.events.filter { $0.hasPrefix("transition") }.count <= LottieStateMachineLimits.default.maxTransitionsPerStep + 1)
        #expect(harness.events.contains("error transitionLimit"))
    }

    @Test("bounds: huge and deep definitions are refused with typed errors")
    func bounds() throws {
        var limits = LottieStateMachineLimits()
        limits.maxGuardsPerTransition = 4
        let guards = Array(repeating: #"{"type": "Numeric", "inputName": "x", "conditionType": "Equal", "compareTo": 1}"#, count: 5)
        let deep = #"{"initial": "a", "states": [{"type": "PlaybackState", "name": "a", "transitions": [{"type": "Transition", "toState": "a", "guards": ["#
            + guards.joined(separator: ",") + #"]}]}], "inputs": [{"type": "Numeric", "name": "x", "value": 0}]}"#
        #expect(throws: LottieStateMachineError.self) { _ = try LottieStateMachineDefinition(json: deep, limits: limits) }
        let long = String(repeating: "x", count: 10_000)
        let huge = #"{"initial": "a", "states": [{"type": "PlaybackState", "name": "a"}], "inputs": [{"type": "String", "name": "s", "value": ""#
            + long + #""}]}"#
        do {
            _ = try LottieStateMachineDefinition(json: huge)
            Issue.record("a 10 kB string input is over the limit")
        } catch {
            #expect(error.kind == .limitExceeded)
        }
        let nested = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(throws: LottieStateMachineError.self) { _ = try LottieStateMachineDefinition(json: nested) }
        #expect(throws: LottieStateMachineError.self) { _ = try LottieStateMachineDefinition(json: "not json") }
        // Unknown actions and missing references load, as diagnostics.
        let lenient = #"""
        {"initial": "a", "states": [{"type": "PlaybackState", "name": "a", "transitions": [{"type": "Transition", "toState": "nowhere", "guards": [{"type": "Numeric", "inputName": "ghost", "conditionType": "Equal", "compareTo": 1}]}],
          "entryActions": [{"type": "Eval", "inputName": "x", "value": "1+1"}, {"type": "Increment", "inputName": "ghost"}]}]}
        """#
        let definition = try LottieStateMachineDefinition(json: lenient)
        #expect(definition.diagnostics.count == 4)
        #expect(definition.diagnostics.contains { $0.message.contains("'nowhere'") })
        #expect(definition.diagnostics.contains { $0.message.contains("Eval") })
    }

    @Test("OpenUrl: refused by default; opened only through an allowing policy, on a pointer down")
    func openURLPolicy() throws {
        let text = try DotLottieCorpus.machine("rating.json")
        let harness = try MachineHarness(definition: try LottieStateMachineDefinition(json: text), on: .stars)
        harness.machine.start()
        harness.machine.post(.down(harness.point(15, 45)))
        #expect(harness.machine.currentStateName == "star_1")
        #expect(!harness.events.contains { $0.hasPrefix("open ") })
        let opened = Locked<[String]>([])
        harness.machine.openURLPolicy = .allowing(prefixes: ["https://"]) { url, _ in opened.withLock { $0.append(url) } }
        harness.machine.post(.down(harness.point(30, 45)))
        harness.machine.post(.down(harness.point(15, 45)))
        #expect(harness.machine.currentStateName == "star_1")
        #expect(opened.withLock { $0.count } == 1)
        // Not from a set input (no user interaction).
        harness.machine.setNumericInput("rating", 2)
        harness.machine.setNumericInput("rating", 1)
        #expect(opened.withLock { $0.count } == 1)
    }

    @Test("inputs: listed with the built-in @elapsedTime; '@' user inputs dropped; observers hear changes")
    func inputs() throws {
        let harness = try MachineHarness(definition: try LottieStateMachineDefinition(json: try DotLottieCorpus.machine("sanity_tests/test_get_all_inputs.json")),
                                         on: .smileys)
        let names = harness.machine.inputValues.map(\.name)
        #expect(names == ["@elapsedTime", "Step", "a_exited", "b_exited", "rating"])
        let dropped = try LottieStateMachineDefinition(json: try DotLottieCorpus.machine("security_tests/at_prefixed_user_input.json"))
        #expect(dropped.inputs.isEmpty)
        #expect(dropped.diagnostics.contains { $0.message.contains("@bogus") })
        var changes: [String] = []
        harness.machine.addObserver { if case .inputChanged(let name, _, let to) = $0 { changes.append("\(name)=\(to)") } }
        harness.machine.start()
        harness.machine.setNumericInput("rating", 3)
        harness.machine.setNumericInput("rating", 3)
        #expect(changes == ["rating=numeric(3.0)"])
        #expect(!harness.machine.setNumericInput("missing", 1))
        #expect(!harness.machine.setBooleanInput("rating", true))
    }
}
