import Testing
import Scrollwork
@testable import ScrollworkSDL

/// `--click X,Y@N` is parsed; bad values are refused.
struct ScriptedClickTests {
    @Test func clicksAreParsedAndBadOnesRefused() throws {
        let options = try HostOptions(arguments: ["--click", "10,20@3", "--click", "5.5,6@0"])
        #expect(options.clickScript == [ScriptedClick(frame: 3, x: 10, y: 20), ScriptedClick(frame: 0, x: 5.5, y: 6)])
        for bad in ["10,20", "10@3", "a,b@1", "1,2@-1", "1,2@x"] {
            #expect(throws: HostError.self) { _ = try HostOptions(arguments: ["--click", bad]) }
        }
    }
}

/// A scripted click goes through SDL's queue as a motion, a button down and a button up, and
/// reaches the application as pointer events at the frame asked for (in the headless suite, which
/// runs one host at a time).
extension HeadlessHostTests {
    @Test func aScriptedClickReachesTheApplicationAtItsFrame() throws {
        let options = try HostOptions(arguments: ["--headless", "--click", "30,12@2", "--frames", "4", "--size", "64x48"])
        let host = try WindowHost(title: "test", options: options, input: ScrollInput(range: 0...100, wheelStep: 40))
        var events: [String] = []
        var frame = 0
        host.onEvent = { event in
            switch event {
            case .pointerDown(let x, let y): events.append("down \(Int(x)),\(Int(y)) @\(frame)")
            case .pointerUp(let x, let y): events.append("up \(Int(x)),\(Int(y)) @\(frame)")
            case .pointerMove(let x, let y): events.append("move \(Int(x)),\(Int(y)) @\(frame)")
            default: break
            }
        }
        try host.run { _, info in frame = info.index + 1 }
        #expect(events == ["move 30,12 @2", "down 30,12 @2", "up 30,12 @2"])
        #expect(host.input.offset == 0, "a click without motion does not scroll")
    }
}
