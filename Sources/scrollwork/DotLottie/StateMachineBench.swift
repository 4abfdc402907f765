import ArgumentParser
import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkExpressions
import ScrollworkLottie

/// `bench --state-machine ID`: what a state machine costs a frame.
struct StateMachineBenchOptions: ParsableArguments {
    @Option(name: .customLong("state-machine"),
            help: "Time frames of a .lottie played by its state machine ID against the same frames played directly.")
    var stateMachine: String?
}

/// Plays a `.lottie`'s animation twice side by side — once under its state machine
/// (`machine.tick()`, the machine playing its initial state), once by a plain player set up as
/// that state plays (`player.tick()`) — one frame of each in turn (which first alternates), each
/// frame drawn whole, and
/// reports both per-frame medians and the overhead. The two must show the same frames; the run
/// says how many did.
struct StateMachineBench {
    var file: String
    var machineID: String
    var size: PixelSize
    var frames: Int
    var json: Bool

    func run() throws {
        let archive: DotLottie
        do { archive = try commandLineReader().readDotLottie(contentsOfFile: file) } catch { throw CommandFailure("\(error)") }
        let definition: LottieStateMachineDefinition
        do { definition = try archive.stateMachine(id: machineID) } catch { throw CommandFailure("\(error)") }
        let animation: LottieAnimation
        do { animation = try archive.animation() } catch { throw CommandFailure("\(error)") }
        let machineClock = ManualClock(), directClock = ManualClock()
        let underMachine = LottiePlayer(animation: animation, options: .init(expressions: .javaScript), clock: machineClock)
        let machine = LottieStateMachine(definition: definition, player: underMachine, archive: archive)
        machine.start()
        guard let state = definition.state(named: machine.currentStateName), state.kind == .playback else {
            throw CommandFailure("the machine does not start in a playback state")
        }
        // The same play, set up by hand.
        let direct = LottiePlayer(animation: animation, options: .init(expressions: .javaScript), clock: directClock)
        direct.loopMode = underMachine.loopMode
        direct.speed = underMachine.speed
        var (a, b) = (animation.frameRange.inPoint, animation.frameRange.lastFrame)
        if case .marker(let name)? = state.segment, let marker = animation.marker(named: name) { (a, b) = (marker.startFrame, marker.endFrame) }
        if case .frames(let x, let y)? = state.segment { (a, b) = (x, y) }
        let reversed = state.mode == .reverse || state.mode == .reverseBounce
        if state.autoplay {
            direct.play(fromFrame: reversed ? b : a, toFrame: reversed ? a : b)
        } else {
            direct.setFrame(reversed ? b : a, callCompletionIfNecessary: false)
        }
        let sizing = FrameSizing(box: size, scale: nil)
        let canvasA = Canvas(try Pixmap(width: size.width, height: size.height))
        let canvasB = Canvas(try Pixmap(width: size.width, height: size.height))
        let clock = ContinuousClock()
        var timesMachine: [Double] = [], timesDirect: [Double] = []
        var matched = 0
        let step = 1 / animation.frameRate
        for k in 0..<(frames + 10) {
            machineClock.advance(by: step)
            directClock.advance(by: step)
            // Which of the two goes first alternates, so that neither gains from the other's caches.
            let underMachineFrame = {
                clock.measure {
                    machine.tick()
                    canvasB.clear()
                    sizing.draw(underMachine.renderer, frame: underMachine.currentFrame, into: canvasB)
                }
            }
            let directFrame = {
                clock.measure {
                    direct.tick()
                    canvasA.clear()
                    sizing.draw(direct.renderer, frame: direct.currentFrame, into: canvasA)
                }
            }
            let m: Duration, d: Duration
            if k % 2 == 0 {
                m = underMachineFrame()
                d = directFrame()
            } else {
                d = directFrame()
                m = underMachineFrame()
            }
            guard k >= 10 else { continue }   // warm-up
            timesMachine.append(ms(m))
            timesDirect.append(ms(d))
            if underMachine.currentFrame == direct.currentFrame { matched += 1 }
        }
        let mm = median(timesMachine), md = median(timesDirect)
        let overhead = (mm / md - 1) * 100
        if json {
            print(String(format: "{\"median_machine_ms\": %.4f, \"median_direct_ms\": %.4f, \"overhead_percent\": %.2f, \"frames\": %d, \"same_frames\": %d}",
                         mm, md, overhead, frames, matched))
        } else {
            print(String(format: "state machine '%@' in state '%@': per frame median %.4f ms under the machine, %.4f ms played directly (%+.2f %%); %d of %d frames the same, at %dx%d",
                         machineID, machine.currentStateName, mm, md, overhead, matched, frames, size.width, size.height))
        }
    }

    func median(_ values: [Double]) -> Double {
        let t = values.sorted()
        guard !t.isEmpty else { return 0 }
        return t.count % 2 == 1 ? t[t.count / 2] : (t[t.count / 2 - 1] + t[t.count / 2]) / 2
    }

    func ms(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }
}
