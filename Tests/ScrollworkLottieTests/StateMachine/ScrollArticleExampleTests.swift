import Foundation
import Testing
// The DocC article "A state machine driven by the scroll" (ScrollDrivenStateMachines.md),
// verbatim (the import lines are this file's own), then checks.
import Scrollwork
import ScrollworkLottie
import ScrollworkScene

@Suite(.serialized) struct ScrollArticleExampleTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    @Test func theArticleExample() throws {
        #expect(FileManager.default.changeCurrentDirectoryPath(Self.packageRoot))
        let machineJSON = """
        {
          "initial": "idle",
          "states": [
            { "type": "GlobalState", "name": "global", "transitions": [
              { "type": "Transition", "toState": "revealed", "guards": [
                { "type": "Numeric", "inputName": "progress", "conditionType": "GreaterThanOrEqual", "compareTo": 50 } ] },
              { "type": "Transition", "toState": "idle", "guards": [
                { "type": "Numeric", "inputName": "progress", "conditionType": "LessThan", "compareTo": 50 } ] } ] },
            { "type": "PlaybackState", "name": "idle", "animation": "" },
            { "type": "PlaybackState", "name": "revealed", "animation": "", "autoplay": true, "loop": true }
          ],
          "inputs": [ { "type": "Numeric", "name": "progress", "value": 0 } ],
          "scroll": [
            { "type": "ScrollProgress", "inputName": "progress", "min": 0, "max": 100 },
            { "type": "ScrollCross", "value": 0.5, "direction": "forward",
              "actions": [ { "type": "FireCustomEvent", "value": "halfway" } ] }
          ]
        }
        """
        let definition = try LottieStateMachineDefinition(json: machineJSON)
        let clock = ManualClock()                                  // a display link in an app
        let player = LottiePlayer(animation: try LottieReader().read(contentsOfFile: "Demos/IntroDemo/Resources/orbit.json"),
                                  clock: clock)
        let machine = LottieStateMachine(definition: definition, player: player)
        var heard: [String] = []
        machine.addObserver { event in
            if case .customEvent(let message) = event { heard.append(message) }
        }
        machine.start()

        let intro = PagedScene(pageCount: 3, pageSize: Size(width: 320, height: 480))
        intro.addChild(Node(content: player.content, position: Point(x: 160, y: 240)))
        machine.scrollDriver(scene: intro, pages: 0...2)          // progress 0 on page 1, 1 on page 3
        intro.scroll(to: 400)                                      // page time 1.25: progress 62.5
        // machine.currentStateName == "revealed", heard == ["halfway"]
        clock.advance(by: 1.0 / 60); machine.tick()                // once per display frame

        #expect(machine.currentStateName == "revealed")
        #expect(heard == ["halfway"])
        #expect(machine.numericInput("progress") == 62.5)
        #expect(player.isPlaying)
        // Back up the scroll: idle again; the crossing was forward-only, so nothing is heard.
        intro.scroll(to: 100)
        #expect(machine.currentStateName == "idle")
        let expected: Double = 100.0 / 320 / 2 * 100
        #expect(machine.numericInput("progress") == expected)
        #expect(heard == ["halfway"])
        // A plain scroll range, as the article's second example.
        let drive = machine.scrollDriver(range: ScrollRange(start: 0, end: 1200), inputs: [.init(name: "progress", values: 0...100)])
        drive.update(offset: 900)
        #expect(machine.currentStateName == "revealed")
        #expect(drive.progress == 0.75)
    }

    @Test("a ScrollProgress's actions run after the scroll changes its input: SetProgress of it scrubs the animation")
    func progressActionsScrub() throws {
        let json = #"""
        {"initial": "still", "states": [
           {"type": "PlaybackState", "name": "still", "animation": "",
            "transitions": [{"type": "Transition", "toState": "playing", "guards": [{"type": "Numeric", "inputName": "p", "conditionType": "GreaterThan", "compareTo": 50}]}]},
           {"type": "PlaybackState", "name": "playing", "animation": "", "autoplay": true}],
         "inputs": [{"type": "Numeric", "name": "p", "value": 0}, {"type": "Numeric", "name": "runs", "value": 0}],
         "scroll": [{"type": "ScrollProgress", "inputName": "p", "min": 0, "max": 100,
                     "actions": [{"type": "SetProgress", "value": "$p"}, {"type": "Increment", "inputName": "runs", "value": 1}]}]}
        """#
        let player = LottiePlayer(animation: try LottieReader().read(contentsOfFile: Self.packageRoot + "/Demos/IntroDemo/Resources/orbit.json"),
                                  clock: ManualClock())
        let machine = LottieStateMachine(definition: try LottieStateMachineDefinition(json: json), player: player)
        machine.start()
        let drive = machine.scrollDriver(range: ScrollRange(start: 0, end: 400))
        drive.update(offset: 0)
        #expect(machine.numericInput("runs") == 0, "progress 0 is the input's value already: nothing changed")
        drive.update(offset: 100)
        #expect(player.currentFrame == player.frameRange.clampedFrame(atProgress: 0.25))
        drive.update(offset: 100)
        #expect(machine.numericInput("runs") == 1, "the same offset again changes nothing")
        // Past the middle the machine enters a playing state, and the frame still follows the scroll.
        drive.update(offset: 300)
        #expect(machine.currentStateName == "playing")
        #expect(player.currentFrame == player.frameRange.clampedFrame(atProgress: 0.75))
        #expect(machine.numericInput("runs") == 2)
    }

    @Test("enter and leave interactions fire once per crossing, in travel order")
    func edges() throws {
        let json = #"""
        {"initial": "out", "states": [{"type": "PlaybackState", "name": "out", "animation": ""}],
         "inputs": [{"type": "Numeric", "name": "n", "value": 0}],
         "scroll": [{"type": "ScrollEnter", "actions": [{"type": "Increment", "inputName": "n", "value": 1}]},
                    {"type": "ScrollLeave", "actions": [{"type": "Increment", "inputName": "n", "value": 10}]},
                    {"type": "ScrollEnterBack", "actions": [{"type": "Increment", "inputName": "n", "value": 100}]},
                    {"type": "ScrollLeaveBack", "actions": [{"type": "Increment", "inputName": "n", "value": 1000}]}]}
        """#
        let player = LottiePlayer(animation: try LottieReader().read(contentsOfFile: Self.packageRoot + "/Demos/IntroDemo/Resources/orbit.json"),
                                  clock: ManualClock())
        let machine = LottieStateMachine(definition: try LottieStateMachineDefinition(json: json), player: player)
        machine.start()
        let drive = machine.scrollDriver(range: ScrollRange(start: 100, end: 200))
        drive.update(offset: 0)
        #expect(machine.numericInput("n") == 0)
        drive.update(offset: 300)                 // enter, then leave, in one jump
        #expect(machine.numericInput("n") == 11)
        drive.update(offset: 150)                 // enter back
        #expect(machine.numericInput("n") == 111)
        drive.update(offset: 50)                  // leave back
        #expect(machine.numericInput("n") == 1111)
    }
}
