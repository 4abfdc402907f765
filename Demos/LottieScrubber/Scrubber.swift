import Scrollwork
import ScrollworkCanvas
import ScrollworkExpressions
import ScrollworkImageDecoders
import ScrollworkLottie
import ScrollworkSystemFonts

/// What the scrubber shows: a loaded animation with its player and the scroll binding that
/// scrubs it — for a `.lottie`, also the archive, the animation and theme picked, and the state
/// machine running — or the error that kept a file from loading.
enum Opened {
    case document(Document)
    case failure(name: String, message: String)

    /// Loads a file (`.json`, `.lottie`, `.lot`), or the embedded sample when `path` is nil.
    static func open(_ path: String?, clock: any PlaybackClock) -> Opened {
        let name = path.map { String($0.split(separator: "/").last ?? Substring($0)) } ?? SampleAnimation.name
        do {
            let reader = LottieReader(imageDecoder: .allFormats, fontMatcher: SystemFonts())
            if let path, let archive = try? reader.readDotLottie(contentsOfFile: path) {
                return .document(try Document(name: name, archive: archive, clock: clock))
            }
            let animation = try path.map { try reader.read(contentsOfFile: $0) } ?? reader.read(json: SampleAnimation.json)
            return .document(Document(name: name, player: LottiePlayer(animation: animation, options: Document.options, clock: clock),
                                      archive: nil))
        } catch {
            return .failure(name: name, message: "\(error)")
        }
    }
}

/// An open file: its player (scroll units are frames from the in-point), and for a dotLottie
/// archive the animation, theme and state machine picked with keys. While a state machine
/// runs, it plays the file: pointer events go to it, and the wheel to its scroll driver.
final class Document {
    let name: String
    let player: LottiePlayer
    let archive: DotLottie?
    /// Scrubs the player when no state machine runs.
    private(set) var scroll: LottieScrollBinding
    private(set) var animationID: String?
    private(set) var themeID: String?
    private(set) var machine: LottieStateMachine?
    private(set) var driver: LottieStateMachineScrollDriver?
    /// Where lines go as things change ("state: on", "theme: dark"…); those logged before it is
    /// set are handed to it when it is.
    var log: (String) -> Void = { _ in } {
        didSet {
            for line in early { log(line) }
            early = []
        }
    }
    private var early: [String] = []

    /// How the scrubber's renderers import a file: expressions run in Duktape.
    static let options = LottieRenderer.Options(expressions: .javaScript)

    init(name: String, player: LottiePlayer, archive: DotLottie?) {
        self.name = name
        self.player = player
        self.archive = archive
        player.loopMode = .loop
        scroll = Document.binding(player)
        log = { [unowned self] line in early.append(line) }
    }

    /// An archive: its initial animation with its initial theme, and its initial (or first)
    /// state machine running.
    convenience init(name: String, archive: DotLottie, clock: any PlaybackClock) throws {
        self.init(name: name, player: LottiePlayer(animation: try archive.animation(), options: Document.options, clock: clock),
                  archive: archive)
        animationID = archive.initialAnimationID
        themeID = animationID.flatMap(archive.animationEntry(id:))?.initialThemeID
        applyTheme()
        if let id = archive.initialStateMachineID ?? archive.stateMachines.first?.id { startMachine(id) }
    }

    /// What the composition is drawn on: the running state machine's background, else the
    /// archive's for the animation shown, else white.
    var stage: Color {
        machine?.background ?? animationID.flatMap { archive?.animationEntry(id: $0)?.background } ?? .white
    }

    /// The scroll range in frames from the in-point.
    var scrollLength: Double { player.endFrame - player.startFrame }

    private static func binding(_ player: LottiePlayer) -> LottieScrollBinding {
        LottieScrollBinding(scrubbing: player, range: ScrollRange(start: 0, end: player.endFrame - player.startFrame))
    }

    /// Shows the archive's next animation (key N); a running machine restarts on it.
    func nextAnimation() {
        guard let archive, archive.animations.count > 1 else { return }
        let index = archive.animations.firstIndex { $0.id == animationID } ?? 0
        let next = archive.animations[(index + 1) % archive.animations.count]
        guard let animation = try? archive.animation(id: next.id) else { return }
        player.load(animation)
        animationID = next.id
        scroll = Document.binding(player)
        applyTheme()
        log("animation: \(next.id)")
        if machine != nil, let id = machineID { startMachine(id) }
    }

    /// Applies the archive's next theme, then none (key T).
    func nextTheme() {
        guard let archive, !archive.themes.isEmpty else { return }
        let ids = archive.themes.map(\.id)
        themeID = themeID.flatMap { ids.firstIndex(of: $0) }.map { $0 + 1 < ids.count ? ids[$0 + 1] : nil } ?? ids[0]
        applyTheme()
        log("theme: \(themeID ?? "none")")
    }

    /// Runs the archive's next state machine, then none (key S).
    func nextStateMachine() {
        guard let archive, !archive.stateMachines.isEmpty else { return }
        let ids = archive.stateMachines.map(\.id)
        if let current = machineID, let index = ids.firstIndex(of: current) {
            if index + 1 < ids.count { startMachine(ids[index + 1]) } else { stopMachine() }
        } else {
            startMachine(ids[0])
        }
    }

    private var machineID: String?

    private func startMachine(_ id: String) {
        guard let archive else { return }
        stopMachine()
        do {
            let definition = try archive.stateMachine(id: id)
            let machine = LottieStateMachine(definition: definition, player: player, archive: archive, animationID: animationID)
            machine.addObserver { [weak self] event in
                switch event {
                case .stateEntered(let state): self?.log("state: \(state)")
                case .customEvent(let message): self?.log("event: \(message)")
                case .error(let error): self?.log("error: \(error)")
                default: break
                }
            }
            self.machine = machine
            machineID = id
            log("machine: \(id)")
            driver = machine.scrollDriver(range: ScrollRange(start: 0, end: scrollLength))
            machine.start()
        } catch {
            log("machine: \(id) refused: \(error)")
        }
    }

    private func stopMachine() {
        machine?.stop()
        machine = nil
        driver = nil
        if machineID != nil { log("machine: none") }
        machineID = nil
    }

    private func applyTheme() {
        guard let theme = themeID.flatMap({ archive?.theme(id: $0) }) else {
            player.renderer.resetTheme()
            return
        }
        player.renderer.apply(theme: theme, animationID: animationID)
    }

    /// The overlay's lines about the archive and the machine.
    var overlayLines: [String] {
        guard archive != nil else { return [] }
        var lines = ["animation \(animationID ?? "?") (N) · theme \(themeID ?? "none") (T)"]
        if let machine {
            lines.append("machine \(machineID ?? "") (S): \(machine.currentStateName) · \(machine.status)")
            let inputs = machine.inputValues.prefix(4).map { "\($0.name) \(Document.describe($0.value))" }
            if !inputs.isEmpty { lines.append(inputs.joined(separator: " · ")) }
        } else {
            lines.append("no state machine (S starts one)")
        }
        return lines
    }

    private static func describe(_ value: LottieStateMachineDefinition.Input.Value) -> String {
        switch value {
        case .numeric(let n): return n == n.rounded() && abs(n) < 1e9 ? String(Int(n)) : String(format: "%.2f", n)
        case .string(let s): return "\"\(s)\""
        case .boolean(let b): return b ? "true" : "false"
        case .event: return "event"
        }
    }
}
