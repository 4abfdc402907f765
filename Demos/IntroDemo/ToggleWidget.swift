import Scrollwork
import ScrollworkLottie
import ScrollworkScene

/// IntroDemo's interactive switch: `toggle.lottie`'s animation in a node of the paged scene,
/// played by its state machine. A pointer down on the switch's track toggles it (hit-tested
/// against the file's layers); the page scroll drives the machine's `progress` input, which
/// scrubs the switch, and switches it on past the middle of the page's arrival (the machine's
/// `scroll` member).
final class ToggleWidget {
    let player: LottiePlayer
    let machine: LottieStateMachine
    let node: Node
    private let scene: PagedScene
    private let clock = ManualClock()

    /// The archive at `path` shown centred on `center` (strip coordinates) of `scene`.
    init(contentsOfFile path: String, scene: PagedScene, center: Point) throws {
        let archive = try LottieReader().readDotLottie(contentsOfFile: path)
        player = LottiePlayer(animation: try archive.animation(), clock: clock)
        machine = LottieStateMachine(definition: try archive.stateMachine(), player: player, archive: archive)
        node = Node(content: player.content, name: "toggle", size: Size(width: 360, height: 210), position: center)
        self.scene = scene
        scene.addChild(node)
        machine.start()
        // Progress 0 when page 5 is shown, 1 when page 6 is.
        machine.scrollDriver(scene: scene, pages: 4...5)
    }

    /// Advances the machine by one display frame.
    func tick(_ seconds: Double) {
        clock.advance(by: seconds)
        machine.tick()
    }

    /// A pointer event at a point of the viewport (design points).
    func pointer(_ event: (Point) -> LottieStateMachine.PointerEvent, at viewportPoint: Point) {
        // Viewport → strip (the strip is scrolled left by the offset) → the node's bounds →
        // the composition, placed in them by the content's mode.
        let strip = Point(x: viewportPoint.x + scene.offset, y: viewportPoint.y)
        let bounds = Rect(x: node.position.x - node.size.width / 2, y: node.position.y - node.size.height / 2,
                          width: node.size.width, height: node.size.height)
        let placement = AffineTransform(translationX: bounds.minX, y: bounds.minY)
            * player.content.contentMode.transform(content: player.animation.size, in: bounds.size)
        guard let inverse = placement.inverted() else { return }
        machine.post(event(inverse.apply(strip)))
    }
}
