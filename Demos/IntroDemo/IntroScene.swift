import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkLottie
import ScrollworkScene

/// The JazzHands-style paged intro: five pages scrolled sideways, built with the public API
/// only. Time is the fractional page (0 … 4); every element is keyframed on it.
///
/// - The background colour changes from page to page.
/// - A comet follows a curved path across the whole intro, turning along it, and draws its
///   dashed trail behind it (the trail's stroke end keeps up with the comet).
/// - A sun is pinned on screen across all pages (`keep(_:onPages:atTimes:)`) while it
///   changes colour and grows.
/// - Page 1 shows three balls rising with visibly different easings; page 2 reveals a card
///   through a circular mask and spins a star; page 4 scrubs a Lottie file (`Resources/orbit.json`)
///   with the scroll beside native nodes, one of its layers driven by a native animation; page 5
///   flips a card in 3D; page 6 shows an interactive dotLottie switch (`Resources/toggle.lottie`)
///   whose state machine answers clicks and the page scroll (``ToggleWidget``).
/// - Page dots at the bottom track the page.
final class IntroScene {
    /// The design size of one page; the window scales it to fit.
    static let pageSize = Size(width: 800, height: 600)
    static let pageCount = 6

    let paged = PagedScene(pageCount: IntroScene.pageCount, pageSize: IntroScene.pageSize)
    /// The interactive switch of page 6 (nil when its file could not be read).
    private(set) var toggle: ToggleWidget?
    private let font: Font?
    private let boldFont: Font?

    init() {
        font = try? Font()
        boldFont = (try? Font(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")) ?? font
        buildBackground()
        buildTitlePage()
        buildEasingPage()
        buildMaskPage()
        buildLottiePage()
        buildFlipPage()
        buildTogglePage()
        buildComet()
        buildSun()
        buildPageDots()
    }

    /// The scroll range in design points: the first page's left edge to the last page's.
    var scrollRange: ClosedRange<Double> { 0...(Double(IntroScene.pageCount - 1) * IntroScene.pageSize.width) }

    /// Shows the intro at a scroll offset (design points).
    func scroll(to offset: Double) { paged.scroll(to: offset) }

    // MARK: - Pieces

    private func buildBackground() {
        let tint = BackgroundColorAnimation(paged.root)
        for (page, color) in Palette.pages.enumerated() {
            tint[Double(page), easing: .easeInOutSine] = color
        }
        paged.add(tint)
    }

    private func text(_ string: String, size: Double, bold: Bool = false, color: Color = Palette.ink,
                      width: Double = 640, at center: Point, alignment: TextAlignment = .center) -> Node {
        let node = Node(.text, size: Size(width: width, height: size * 1.4), position: center)
        node.text = string
        node.font = bold ? boldFont : font
        node.fontSize = size
        node.textColor = color
        node.textAlignment = alignment
        return node
    }

    private func page(_ index: Int) -> Double { Double(index) * IntroScene.pageSize.width }

    private func buildTitlePage() {
        let title = text("Scrollwork", size: 76, bold: true, at: Point(400, 250))
        let subtitle = text("Animation you scrub, not just play.", size: 24, color: Palette.mutedInk, at: Point(400, 330))
        let hint = text("scroll  ›", size: 18, color: Palette.mutedInk, at: Point(400, 470))
        for node in [title, subtitle, hint] { paged.addChild(node) }
        // Parallax: the title drifts against the scroll while fading, the subtitle leaves faster.
        let drift = TranslationAnimation(title)
        drift[0] = Point(0, 0); drift[1] = Point(360, -40)
        let fadeTitle = AlphaAnimation(title)
        fadeTitle[0] = 1; fadeTitle[0.7, easing: .linear] = 0
        let fadeSubtitle = AlphaAnimation(subtitle)
        fadeSubtitle[0] = 1; fadeSubtitle[0.35] = 0
        let hideHint = HideAnimation(hint, hideAt: 0.05)
        for a in [drift, fadeTitle, fadeSubtitle] as [any Animatable] { paged.add(a) }
        paged.add(hideHint)
    }

    private func buildEasingPage() {
        let x0 = page(1)
        paged.addChild(text("Every curve you know", size: 40, bold: true, at: Point(x0 + 400, 110)))
        paged.addChild(text("Penner, CSS cubic-bezier, steps, linear(), springs", size: 19,
                            color: Palette.mutedInk, at: Point(x0 + 400, 160)))
        let curves: [(String, Easing, Color)] = [
            ("easeOutBack", .easeOutBack, Palette.coral),
            ("easeOutElastic", .easeOutElastic, Palette.mint),
            ("easeOutBounce", .easeOutBounce, Palette.sky),
        ]
        for (i, (name, easing, color)) in curves.enumerated() {
            let x = x0 + 220 + Double(i) * 180
            let ball = Node(.ellipse, name: name, size: Size(width: 74, height: 74), position: Point(x, 330))
            ball.fillColor = color
            paged.addChild(ball)
            let rise = TranslationAnimation(ball)
            rise[0.35, easing: easing] = Point(0, 170)
            rise[1] = Point(0, 0)
            let grow = ScaleAnimation(ball)
            grow[0.35, easing: easing] = 0.3
            grow[1] = 1
            paged.add(rise); paged.add(grow)
            paged.addChild(text(name, size: 17, color: Palette.mutedInk, width: 170, at: Point(x, 430)))
        }
    }

    private func buildMaskPage() {
        let x0 = page(2)
        paged.addChild(text("Masks, paths, gradients", size: 40, bold: true, at: Point(x0 + 400, 110)))
        let card = Node(.roundedRectangle, name: "card", size: Size(width: 300, height: 220), position: Point(x0 + 290, 340))
        card.cornerRadius = 28
        card.fillPaint = .linear(LinearGradient(
            start: Point(0, 0), end: Point(300, 220),
            gradient: Gradient(stops: [GradientStop(offset: 0, color: Palette.coral),
                                       GradientStop(offset: 1, color: Palette.lilac)])))
        paged.addChild(card)
        let reveal = MaskRevealAnimation(card, reveal: .circleFromCenter)
        reveal[1.3, easing: .easeInOutCubic] = 0
        reveal[2] = 1
        paged.add(reveal)
        card.addChild(text("revealed by a circular mask", size: 17, color: Palette.ink, width: 280, at: Point(150, 180)))

        let star = Node(.path, name: "star", size: Size(width: 160, height: 160), position: Point(x0 + 590, 340))
        star.path = Path.star(center: Point(80, 80), points: 5, outerRadius: 78, innerRadius: 34)
        star.fillColor = Palette.sun
        star.strokeColor = Palette.ink
        star.strokeWidth = 4
        star.lineJoin = .round
        paged.addChild(star)
        let spin = RotationAnimation(star)
        spin[1.2, easing: .easeInOutQuart] = -90
        spin[2.8] = 144
        paged.add(spin)
        let outline = StrokeColorAnimation(star)
        outline[1.6] = Palette.ink; outline[2.2] = Palette.coral
        paged.add(outline)
    }

    /// A Lottie file on the same timeline as everything else: its frame is keyframed on the
    /// page time, and its planet layer rises on a native animation as the page arrives.
    private func buildLottiePage() {
        let x0 = page(3)
        paged.addChild(text("Lottie, on the same timeline", size: 40, bold: true, at: Point(x0 + 400, 110)))
        guard let url = Bundle.module.url(forResource: "orbit", withExtension: "json"),
              let orbit = try? LottieContent(LottieReader().read(contentsOfFile: url.path)) else {
            paged.addChild(text("(orbit.json could not be read)", size: 19, color: Palette.coral, at: Point(x0 + 400, 330)))
            return
        }
        let stage = Node(content: orbit, name: "orbit", size: Size(width: 330, height: 330), position: Point(x0 + 300, 340))
        paged.addChild(stage)
        // The scroll is the file's clock: arriving on the page plays it, leaving plays it on.
        let scrub = Animation(orbit, \.currentFrame)
        scrub[2.4] = orbit.startFrame
        scrub[3.6] = orbit.endFrame
        paged.add(scrub)
        // One layer of the designer's file, driven like any node: the planet rises into place.
        if let planet = try? orbit.renderer.layer(named: "Planet") {
            let rise = Animation(planet.position, \.value)
            rise[2.5, easing: .easeOutBack] = Point(120, 215)
            rise[3] = Point(120, 128)
            paged.add(rise)
        }
        // Native nodes beside it, on the same page time.
        let dial = Node(.ellipse, name: "frame dial", size: Size(width: 120, height: 120), position: Point(x0 + 620, 300))
        dial.strokeColor = Palette.sun
        dial.strokeWidth = 8
        dial.lineCap = .round
        paged.addChild(dial)
        let follow = StrokeEndAnimation(dial)
        follow[2.4] = 0; follow[3.6] = 1
        paged.add(follow)
        paged.addChild(text("frame follows the scroll", size: 17, color: Palette.mutedInk, width: 220, at: Point(x0 + 620, 400)))
    }

    private func buildFlipPage() {
        let x0 = page(4)
        paged.addChild(text("Ready when you are", size: 40, bold: true, at: Point(x0 + 400, 110)))
        let card = Node(.roundedRectangle, name: "flip", size: Size(width: 380, height: 200), position: Point(x0 + 400, 330))
        card.cornerRadius = 22
        card.fillColor = Palette.ink
        card.addChild(text("swift run -c release IntroDemo", size: 19, color: Palette.pages[0], width: 360, at: Point(190, 86)))
        card.addChild(text("drag, wheel, arrows, Home / End", size: 15, color: Color(red: 0.3, green: 0.3, blue: 0.36), width: 360, at: Point(190, 126)))
        paged.addChild(card)
        let flip = Transform3DAnimation(card)
        flip[3.25, easing: .easeOutBack] = Transform3DComponents(rotationY: 90, eyeDistance: 700)
        flip[4] = Transform3DComponents(rotationY: 0, eyeDistance: 700)
        paged.add(flip)
        let fade = AlphaAnimation(card)
        fade[3.25] = 0; fade[3.35] = 1
        paged.add(fade)
        paged.addChild(text("Made with Scrollwork · JazzHands-style keyframes on Swift 6", size: 16,
                            color: Palette.mutedInk, at: Point(x0 + 400, 500)))
    }

    /// Page 6: a dotLottie switch whose state machine answers clicks on its track and the
    /// page scroll (it switches on past the middle of the page's arrival).
    private func buildTogglePage() {
        let x0 = page(5)
        paged.addChild(text("Interactive dotLottie", size: 40, bold: true, at: Point(x0 + 400, 110)))
        paged.addChild(text("its state machine answers clicks, and the scroll", size: 19, color: Palette.mutedInk,
                            at: Point(x0 + 400, 160)))
        guard let url = Bundle.module.url(forResource: "toggle", withExtension: "lottie"),
              let widget = try? ToggleWidget(contentsOfFile: url.path, scene: paged, center: Point(x0 + 400, 330)) else {
            paged.addChild(text("(toggle.lottie could not be read)", size: 19, color: Palette.coral, at: Point(x0 + 400, 330)))
            return
        }
        toggle = widget
    }

    /// The comet and its dashed trail live in the viewport (they are not on a page) and travel
    /// the whole intro.
    private func buildComet() {
        var route = Path()
        route.move(to: Point(-40, 540))
        route.cubic(to: Point(400, 430), control1: Point(120, 600), control2: Point(260, 380))
        route.cubic(to: Point(840, 60), control1: Point(560, 480), control2: Point(700, 60))
        let trail = Node(.path, name: "trail", size: IntroScene.pageSize, position: Point(400, 300))
        trail.path = route
        trail.strokeColor = Palette.trail
        trail.strokeWidth = 3
        trail.lineCap = .round
        trail.dash = DashPattern([2, 12])
        trail.strokeEnd = 0
        paged.root.addChild(trail)

        let comet = Node(.path, name: "comet", size: Size(width: 28, height: 16))
        var arrow = Path()
        arrow.move(to: Point(28, 8)); arrow.line(to: Point(0, 0)); arrow.line(to: Point(7, 8)); arrow.line(to: Point(0, 16)); arrow.close()
        comet.path = arrow
        comet.fillColor = Palette.ink
        paged.root.addChild(comet)

        let fly = PathPositionAnimation(comet, path: route, rotatesAlongPath: true)
        let draw = StrokeEndAnimation(trail)
        for (t, fraction) in [(0.0, 0.02), (1.0, 0.25), (2.0, 0.5), (3.0, 0.75), (4.0, 1.0)] {
            fly[t, easing: .easeInOutSine] = fraction
            draw[t, easing: .easeInOutSine] = fraction
        }
        paged.add(fly); paged.add(draw)
    }

    /// A sun kept on screen across every page while it warms up and grows.
    private func buildSun() {
        let sun = Node(.ellipse, name: "sun", size: Size(width: 56, height: 56), position: Point(0, 56))
        sun.fillColor = Palette.sun
        paged.addChild(sun)
        let pages = (0..<IntroScene.pageCount).map(Double.init)
        paged.keep(sun, onPages: pages, atTimes: pages, alignment: .right, offset: -56)
        let warm = FillColorAnimation(sun)
        warm[0] = Palette.sun; warm[2] = Palette.coral; warm[4] = Color(hex: "#ff4d3d")!
        let grow = ScaleAnimation(sun)
        grow[0] = 1; grow[4, easing: .easeInCubic] = 1.35
        paged.add(warm); paged.add(grow)
    }

    private func buildPageDots() {
        let spacing = 22.0, y = 560.0
        let left = 400 - spacing * Double(IntroScene.pageCount - 1) / 2
        for i in 0..<IntroScene.pageCount {
            let dot = Node(.ellipse, size: Size(width: 8, height: 8), position: Point(left + Double(i) * spacing, y))
            dot.fillColor = Palette.mutedInk
            paged.root.addChild(dot)
        }
        let active = Node(.ellipse, name: "active page", size: Size(width: 14, height: 14), position: Point(left, y))
        active.fillColor = Palette.ink
        paged.root.addChild(active)
        let move = TranslationAnimation(active)
        for i in 0..<IntroScene.pageCount {
            move[Double(i), easing: .easeInOutCubic] = Point(Double(i) * spacing, 0)
        }
        paged.add(move)
    }
}
