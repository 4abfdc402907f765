import Foundation
import Scrollwork
import ScrollworkCanvas
import Testing
@testable import ScrollworkLottie

/// The dotlottie-rs test data in `../shared/corpus-2`.
enum DotLottieCorpus {
    /// `../shared/corpus-2/dotlottie-rs/dotlottie-rs/assets`, if present.
    static let assets: String? = {
        guard let root = SharedData.root else { return nil }
        let path = root + "/corpus-2/dotlottie-rs/dotlottie-rs/assets"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }()

    /// `../shared/corpus-2/dotlottie-web/fixtures`, if present.
    static let web: String? = {
        guard let root = SharedData.root else { return nil }
        let path = root + "/corpus-2/dotlottie-web/fixtures"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }()

    static let isAvailable = assets != nil && web != nil
    static let missingReason: Comment = "../shared/corpus-2 is absent: the dotLottie corpus tests cannot run"

    /// A state machine file's JSON text.
    static func machine(_ relative: String) throws -> String {
        try String(contentsOfFile: (assets ?? "") + "/statemachines/" + relative, encoding: .utf8)
    }

    /// Every `.lottie` of corpus-2, absolute paths, sorted.
    static var archives: [String] {
        var out: [String] = []
        for base in [assets, web].compactMap({ $0 }) {
            guard let walker = FileManager.default.enumerator(atPath: base) else { continue }
            while let item = walker.nextObject() as? String {
                if item.hasSuffix(".lottie") { out.append(base + "/" + item) }
            }
        }
        return out.sorted()
    }
}

/// The animation a machine of the table runs on.
enum MachineAnimation: Sendable {
    /// dotlottie-rs's `v1/star_rating.lottie` (1080², markers star_0…star_5, layers star1…star5),
    /// which its tests load, drawn into 100 × 100.
    case stars
    /// `v2/pigeon.lottie` (1000², markers bird, explosion, feather), drawn into 100 × 100.
    case pigeon
    /// `statemachines/normal_usecases/sm_exploding_pigeon.lottie`.
    case explodingPigeon
    /// `v1/traffic_lights.lottie` (markers Red, Yellow, Green).
    case trafficLights
    /// `v1/emojis.lottie` (62 animations; the sanity machines switch between them).
    case emojis
    /// A small animation written here with the markers of dotlottie-rs's smiley slider
    /// (angry, sad, mourn, wink, laughing), which the corpus does not hold.
    case smileys

    var archive: String {
        let base = DotLottieCorpus.assets ?? ""
        switch self {
        case .stars: return base + "/animations/dotlottie/v1/star_rating.lottie"
        case .pigeon: return base + "/animations/dotlottie/v2/pigeon.lottie"
        case .explodingPigeon: return base + "/statemachines/normal_usecases/sm_exploding_pigeon.lottie"
        case .trafficLights: return base + "/animations/dotlottie/v1/traffic_lights.lottie"
        case .emojis: return base + "/animations/dotlottie/v1/emojis.lottie"
        case .smileys: return ""
        }
    }

    /// 2 s at 30 fps; markers 10 frames apart; one layer per marker, named after it, a disc
    /// whose position moves with the frame.
    static let smileyJSON = #"""
    {"v":"5.7.0","fr":30,"ip":0,"op":60,"w":100,"h":100,"layers":[
    {"ty":4,"nm":"angry","ind":1,"ip":0,"op":60,"st":0,"ks":{"p":{"a":1,"k":[{"t":0,"s":[10,50],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":59,"s":[90,50]}]},"o":{"a":0,"k":100}},
     "shapes":[{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}],
    "markers":[{"cm":"angry","tm":0,"dr":9},{"cm":"sad","tm":10,"dr":9},{"cm":"mourn","tm":20,"dr":9},{"cm":"wink","tm":30,"dr":9},{"cm":"laughing","tm":40,"dr":19}]}
    """#
}

/// A machine on a player with a manual clock, recording the events its observers hear.
final class MachineHarness {
    let clock = ManualClock()
    let player: LottiePlayer
    let machine: LottieStateMachine
    let archive: DotLottie?
    /// Events heard, as `"transition a -> b"`, `"entered b"`, `"exit a"`, `"custom m"`, `"error …"`.
    var events: [String] = []
    /// The side of the square viewport pointer coordinates are given in.
    let viewport: Double

    init(definition: LottieStateMachineDefinition, on animation: MachineAnimation, viewport: Double = 100) throws {
        if case .smileys = animation {
            archive = nil
            player = LottiePlayer(animation: try LottieReader().read(json: MachineAnimation.smileyJSON), clock: clock)
        } else {
            let file = try LottieReader().readDotLottie(contentsOfFile: animation.archive)
            archive = file
            player = LottiePlayer(animation: try file.animation(), clock: clock)
        }
        machine = LottieStateMachine(definition: definition, player: player, archive: archive)
        self.viewport = viewport
        machine.addObserver { [unowned self] event in
            switch event {
            case .transition(let from, let to): events.append("transition \(from) -> \(to)")
            case .stateEntered(let s): events.append("entered \(s)")
            case .stateExit(let s): events.append("exit \(s)")
            case .customEvent(let m): events.append("custom \(m)")
            case .error(let e): events.append("error \(e.kind)")
            case .openURL(let url, _): events.append("open \(url)")
            default: break
            }
        }
    }

    /// A point of the viewport (the composition fitted into a `viewport`-sided square, as
    /// dotlottie-rs's tests draw into 100 × 100) in composition coordinates.
    func point(_ x: Double, _ y: Double) -> Point {
        let fit = ContentMode.scaleAspectFit.transform(content: player.animation.size, in: Size(width: viewport, height: viewport))
        return fit.inverted()?.apply(Point(x: x, y: y)) ?? Point(x: x, y: y)
    }

    /// Advances the clock by `seconds` in display frames of 1/60 s, ticking the machine.
    func run(seconds: Double) {
        var left = seconds
        while left > 1e-9 {
            let dt = min(1.0 / 60, left)
            clock.advance(by: dt)
            machine.tick()
            left -= dt
        }
    }

    /// Ticks (1/60 s frames) until `state` is current or `limit` seconds pass; true when reached.
    @discardableResult
    func run(until state: String, limit: Double) -> Bool {
        var t = 0.0
        while machine.currentStateName != state, t < limit {
            clock.advance(by: 1.0 / 60)
            machine.tick()
            t += 1.0 / 60
        }
        return machine.currentStateName == state
    }

    /// The entered-state events since the last call.
    func drainEntered() -> [String] {
        defer { events.removeAll() }
        return events.filter { $0.hasPrefix("entered ") }.map { String($0.dropFirst(8)) }
    }
}
