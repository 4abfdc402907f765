import Foundation
import Scrollwork
import Testing
@testable import ScrollworkLottie

/// Every state machine file of dotlottie-rs's test set, run by the table in `MachineTable`.
@Suite(.enabled(if: DotLottieCorpus.isAvailable, DotLottieCorpus.missingReason))
struct StateMachineCorpusTests {
    @Test("every state machine file of the corpus has a case")
    func everyFileHasACase() throws {
        let base = try #require(DotLottieCorpus.assets) + "/statemachines"
        var files: [String] = []
        let walker = try #require(FileManager.default.enumerator(atPath: base))
        while let item = walker.nextObject() as? String {
            if item.hasSuffix(".json") { files.append(item) }
        }
        #expect(files.count == 58)
        let covered = Set(MachineTable.all.map(\.file))
        #expect(Set(files).subtracting(covered).sorted() == [])
    }

    @Test("the machine ends in dotlottie-rs's states with its input values", arguments: MachineTable.all)
    func run(_ entry: MachineCase) throws {
        let text = try DotLottieCorpus.machine(entry.file)
        if entry.steps.isEmpty {
            #expect(throws: LottieStateMachineError.self, "\(entry.file) must be refused") {
                _ = try LottieStateMachineDefinition(json: text)
            }
            return
        }
        let harness = try MachineHarness(definition: try LottieStateMachineDefinition(json: text), on: entry.animation)
        let machine = harness.machine
        for (n, step) in entry.steps.enumerated() {
            let at = Comment(rawValue: "\(entry.file) step \(n): \(step)")
            switch step {
            case .start(let state):
                machine.start()
                #expect(machine.currentStateName == state, at)
            case .number(let name, let value, let state):
                #expect(machine.setNumericInput(name, value), at)
                #expect(machine.currentStateName == state, at)
            case .boolean(let name, let value, let state):
                #expect(machine.setBooleanInput(name, value), at)
                #expect(machine.currentStateName == state, at)
            case .string(let name, let value, let state):
                #expect(machine.setStringInput(name, value), at)
                #expect(machine.currentStateName == state, at)
            case .fire(let name, let state):
                #expect(machine.fire(name), at)
                #expect(machine.currentStateName == state, at)
            case .pointer(let kind, let x, let y, let state):
                let p = harness.point(x, y)
                switch kind {
                case .down: machine.post(.down(p))
                case .up: machine.post(.up(p))
                case .move: machine.post(.move(p))
                case .enter: machine.post(.enter(p))
                case .exit: machine.post(.exit(p))
                case .click: machine.post(.click(p))
                }
                #expect(machine.currentStateName == state, at)
            case .complete(let state):
                machine.postCompletion()
                #expect(machine.currentStateName == state, at)
            case .tick(let seconds, let state):
                harness.run(seconds: seconds)
                #expect(machine.currentStateName == state, at)
            case .tickUntil(let state, let limit):
                #expect(harness.run(until: state, limit: limit), at)
            case .value(let name, let value):
                #expect(machine.numericInput(name) == value, at)
            case .within(let name, let range, let whole):
                let v = try #require(machine.numericInput(name), at)
                #expect(range.contains(v), at)
                if whole { #expect(v == v.rounded(), at) }
            case .status(let status):
                #expect(machine.status == status, at)
            case .frame(let frame):
                #expect(abs(harness.player.currentFrame - frame) < 1e-6, at)
            case .seed(let seed):
                machine.seed = seed
            case .events(let expected):
                #expect(harness.events == expected, at)
                harness.events.removeAll()
            case .drain:
                harness.events.removeAll()
            case .neverEntered(let state):
                #expect(!harness.drainEntered().contains(state), at)
            }
        }
    }
}
