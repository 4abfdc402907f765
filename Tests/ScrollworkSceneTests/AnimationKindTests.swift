import Scrollwork
import ScrollworkCanvas
import ScrollworkScene
import Testing

/// Every JazzHands / RazzleDazzle animation kind changes what is drawn: each test animates a
/// tiny scene and checks pixel colours at known places.
@Suite struct AnimationKindTests {
    typealias S = Support

    @Test func alphaFadesTheNode() throws {
        let node = S.box(Rect(x: 0, y: 0, width: 100, height: 100))
        let root = S.scene(node)
        let alpha = AlphaAnimation(node)
        alpha[0] = 1; alpha[1] = 0
        alpha.animate(at: 0)
        #expect(S.pixel(try S.render(root), 50, 50).isRed)
        alpha.animate(at: 0.5)
        let half = S.pixel(try S.render(root), 50, 50)
        #expect(abs(half.a - 128) <= 2 && abs(half.r - 128) <= 2 && half.g == 0, "\(half)")
        alpha.animate(at: 1)
        #expect(S.pixel(try S.render(root), 50, 50).isClear)
    }

    @Test func frameMovesAndResizes() throws {
        let node = S.box(.zero)
        let root = S.scene(node)
        let frame = FrameAnimation(node)
        frame[0] = Rect(x: 0, y: 0, width: 20, height: 20)
        frame[1] = Rect(x: 50, y: 50, width: 40, height: 40)
        frame.animate(at: 0)
        var p = try S.render(root)
        #expect(S.pixel(p, 10, 10).isRed && S.pixel(p, 70, 70).isClear)
        frame.animate(at: 1)
        p = try S.render(root)
        #expect(S.pixel(p, 10, 10).isClear && S.pixel(p, 85, 85).isRed && S.pixel(p, 55, 55).isRed)
    }

    /// Rotation is in degrees, clockwise-positive on the y-down screen: a bar pointing right
    /// from its anchor points *down* after +90°.
    @Test func rotationIsClockwiseDegrees() throws {
        let bar = Node(.rectangle, size: Size(width: 40, height: 10), position: Point(x: 50, y: 50),
                       anchorPoint: Point(x: 0, y: 0.5))
        bar.fillColor = .red
        let root = S.scene(bar)
        let spin = RotationAnimation(bar)
        spin[0] = 0; spin[1] = 90
        spin.animate(at: 0)
        var p = try S.render(root)
        #expect(S.pixel(p, 80, 50).isRed && S.pixel(p, 50, 80).isClear)
        spin.animate(at: 1)
        p = try S.render(root)
        #expect(S.pixel(p, 50, 80).isRed, "+90° turns clockwise: the bar points down")
        #expect(S.pixel(p, 80, 50).isClear && S.pixel(p, 50, 20).isClear)
    }

    @Test func backgroundColorChanges() throws {
        let node = Node(.group, frame: Rect(x: 10, y: 10, width: 80, height: 80))
        let root = S.scene(node)
        let bg = BackgroundColorAnimation(node)
        bg[0] = .red; bg[1] = .blue
        bg.animate(at: 0)
        #expect(S.pixel(try S.render(root), 50, 50).isRed)
        bg.animate(at: 1)
        let p = try S.render(root)
        #expect(S.pixel(p, 50, 50).isBlue && S.pixel(p, 5, 5).isClear)
    }

    @Test func cornerRadiusRoundsTheCorners() throws {
        let node = S.box(Rect(x: 20, y: 20, width: 60, height: 60))
        let root = S.scene(node)
        let radius = CornerRadiusAnimation(node)
        radius[0] = 0; radius[1] = 30
        radius.animate(at: 0)
        #expect(S.pixel(try S.render(root), 22, 22).isRed)
        radius.animate(at: 1)
        let p = try S.render(root)
        #expect(S.pixel(p, 22, 22).isClear && S.pixel(p, 50, 22).isRed && S.pixel(p, 50, 50).isRed)
    }

    @Test func scaleGrowsAboutTheAnchor() throws {
        let node = S.box(Rect(x: 40, y: 40, width: 20, height: 20))
        let root = S.scene(node)
        let scale = ScaleAnimation(node)
        scale[0] = 1; scale[1] = 3
        scale.animate(at: 0)
        var p = try S.render(root)
        #expect(S.pixel(p, 50, 50).isRed && S.pixel(p, 70, 50).isClear && S.pixel(p, 30, 50).isClear)
        scale.animate(at: 1)
        p = try S.render(root)
        #expect(S.pixel(p, 70, 50).isRed && S.pixel(p, 30, 50).isRed && S.pixel(p, 50, 25).isRed)
        #expect(S.pixel(p, 50, 15).isClear)
    }

    @Test func scaleXYScalesEachAxis() throws {
        let node = S.box(Rect(x: 40, y: 40, width: 20, height: 20))
        let root = S.scene(node)
        let scale = ScaleXYAnimation(node)
        scale[0] = Point(x: 1, y: 1); scale[1] = Point(x: 4, y: 1)
        scale.animate(at: 1)
        let p = try S.render(root)
        #expect(S.pixel(p, 85, 50).isRed && S.pixel(p, 50, 65).isClear)
    }

    @Test func translationMovesTheNode() throws {
        let node = S.box(Rect(x: 0, y: 40, width: 20, height: 20))
        let root = S.scene(node)
        let move = TranslationAnimation(node)
        move[0] = .zero; move[1] = Point(x: 60, y: 0)
        move.animate(at: 0.5)
        var p = try S.render(root)
        #expect(S.pixel(p, 40, 50).isRed && S.pixel(p, 10, 50).isClear)
        move.animate(at: 1)
        p = try S.render(root)
        #expect(S.pixel(p, 70, 50).isRed && S.pixel(p, 40, 50).isClear)
    }

    /// A card turned 60° about y with a camera 200 points away: the near (left) half is wider
    /// and taller than the far (right) half.
    @Test func transform3DAddsPerspective() throws {
        let card = S.box(Rect(x: 20, y: 20, width: 60, height: 60))
        let root = S.scene(card)
        let turn = Transform3DAnimation(card)
        turn[0] = Transform3DComponents(eyeDistance: 200)
        turn[1] = Transform3DComponents(rotationY: 60, eyeDistance: 200)
        turn.animate(at: 0)
        var p = try S.render(root)
        #expect(S.pixel(p, 25, 50).isRed && S.pixel(p, 75, 50).isRed)
        turn.animate(at: 1)
        p = try S.render(root)
        // Near edge ≈ x 32.8, far edge ≈ x 63.3 (x' = ±15, w = 1 ∓ 26/200).
        #expect(S.pixel(p, 35, 50).isRed && S.pixel(p, 61, 50).isRed)
        #expect(S.pixel(p, 30, 50).isClear && S.pixel(p, 66, 50).isClear)
        // Taller on the near side: half-height 30/0.87 ≈ 34.5 vs 30/1.13 ≈ 26.5.
        #expect(S.pixel(p, 35, 50 + 31).isRed)
        #expect(S.pixel(p, 61, 50 + 31).isClear)
    }

    @Test(.enabled(if: Support.hasFont, "needs \(Font.defaultPath) (Debian package fonts-dejavu-core)"))
    func textColorChangesTheGlyphs() throws {
        let label = Node(.text, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        label.font = try Font()
        label.fontSize = 80
        label.text = "H"
        let root = S.scene(label)
        let color = TextColorAnimation(label)
        color[0] = .red; color[1] = .blue
        func count(_ p: Pixmap, _ test: (Pixel) -> Bool) -> Int {
            var n = 0
            for y in 0..<100 { for x in 0..<100 where test(S.pixel(p, x, y)) { n += 1 } }
            return n
        }
        color.animate(at: 0)
        var p = try S.render(root)
        let reds = count(p, \.isRed)
        #expect(reds > 300 && count(p, \.isBlue) == 0)
        color.animate(at: 1)
        p = try S.render(root)
        #expect(count(p, \.isBlue) == reds && count(p, \.isRed) == 0)
    }

    @Test func fillColorChanges() throws {
        let dot = S.box(Rect(x: 20, y: 20, width: 60, height: 60), shape: .ellipse)
        let root = S.scene(dot)
        let fill = FillColorAnimation(dot)
        fill[0] = .red; fill[1] = .green
        fill.animate(at: 0)
        var p = try S.render(root)
        #expect(S.pixel(p, 50, 50).isRed && S.pixel(p, 22, 22).isClear)
        fill.animate(at: 1)
        p = try S.render(root)
        #expect(S.pixel(p, 50, 50).isGreen)
    }

    @Test func strokeColorChanges() throws {
        let ring = Node(.rectangle, frame: Rect(x: 20, y: 20, width: 60, height: 60))
        ring.strokeWidth = 8
        let root = S.scene(ring)
        let stroke = StrokeColorAnimation(ring)
        stroke[0] = .red; stroke[1] = .blue
        stroke.animate(at: 0)
        var p = try S.render(root)
        #expect(S.pixel(p, 50, 20).isRed && S.pixel(p, 50, 50).isClear)
        stroke.animate(at: 1)
        p = try S.render(root)
        #expect(S.pixel(p, 50, 20).isBlue && S.pixel(p, 20, 50).isBlue)
    }

    static func line() -> Node {
        let line = Node(.path, size: Size(width: 100, height: 100), anchorPoint: .zero)
        var path = Path()
        path.move(to: Point(x: 10, y: 50)); path.line(to: Point(x: 90, y: 50))
        line.path = path
        line.strokeColor = .red
        line.strokeWidth = 6
        return line
    }

    @Test func strokeEndDrawsTheLineOn() throws {
        let line = Self.line()
        let root = S.scene(line)
        let end = StrokeEndAnimation(line)
        end[0] = 0; end[1] = 1
        end.animate(at: 0)
        #expect(S.pixel(try S.render(root), 30, 50).isClear)
        end.animate(at: 0.5)
        var p = try S.render(root)
        #expect(S.pixel(p, 30, 50).isRed && S.pixel(p, 70, 50).isClear)
        end.animate(at: 1)
        p = try S.render(root)
        #expect(S.pixel(p, 70, 50).isRed)
    }

    @Test func strokeStartErasesTheLine() throws {
        let line = Self.line()
        let root = S.scene(line)
        let start = StrokeStartAnimation(line)
        start[0] = 0; start[1] = 1
        start.animate(at: 0.5)
        let p = try S.render(root)
        #expect(S.pixel(p, 30, 50).isClear && S.pixel(p, 70, 50).isRed)
        start.animate(at: 1)
        #expect(S.pixel(try S.render(root), 70, 50).isClear)
    }

    /// Path position moves at constant speed by arc length, and can face its direction.
    @Test func pathPositionFollowsAPathAtConstantSpeed() throws {
        let dot = S.box(Rect(x: 0, y: 0, width: 10, height: 10))
        let root = S.scene(dot)
        // An L: 60 right then 20 down — 80 long; a quarter of the way is x = 30.
        var path = Path()
        path.move(to: Point(x: 10, y: 30)); path.line(to: Point(x: 70, y: 30)); path.line(to: Point(x: 70, y: 50))
        let follow = PathPositionAnimation(dot, path: path)
        follow[0] = 0; follow[1] = 1
        follow.animate(at: 0.25)
        #expect(abs(dot.position.x - 30) < 1e-6 && abs(dot.position.y - 30) < 1e-6)
        var p = try S.render(root)
        #expect(S.pixel(p, 30, 30).isRed && S.pixel(p, 10, 30).isClear)
        follow.animate(at: 1)
        p = try S.render(root)
        #expect(S.pixel(p, 70, 50).isRed && S.pixel(p, 30, 30).isClear)
    }

    @Test func pathPositionRotatesAlongThePath() throws {
        let bar = Node(.rectangle, size: Size(width: 30, height: 6))
        bar.fillColor = .red
        let root = S.scene(bar)
        var path = Path()
        path.move(to: Point(x: 50, y: 10)); path.line(to: Point(x: 50, y: 90))   // straight down
        let follow = PathPositionAnimation(bar, path: path, rotatesAlongPath: true)
        follow[0] = 0; follow[1] = 1
        follow.animate(at: 0.5)
        #expect(abs(bar.rotationDegrees - 90) < 1e-9)
        let p = try S.render(root)
        #expect(S.pixel(p, 50, 38).isRed && S.pixel(p, 50, 62).isRed, "the bar lies along the path (vertical)")
        #expect(S.pixel(p, 38, 50).isClear && S.pixel(p, 62, 50).isClear)
    }

    /// Reveals at progress 0.5: (shown point, hidden point).
    static let revealCases: [(Reveal, (Int, Int), (Int, Int))] = [
        (.fromTop, (50, 25), (50, 75)),
        (.fromLeft, (25, 50), (75, 50)),
        (.fromBottom, (50, 75), (50, 25)),
        (.fromRight, (75, 50), (25, 50)),
        (.circleFromCenter, (50, 50), (5, 5)),
        (.toBounds(from: Rect(x: 40, y: 40, width: 20, height: 20)), (50, 50), (10, 10)),
    ]

    @Test(arguments: 0..<6)
    func maskRevealShowsPartOfTheNode(_ index: Int) throws {
        let (reveal, shown, hidden) = Self.revealCases[index]
        let card = S.box(Rect(x: 0, y: 0, width: 100, height: 100))
        let root = S.scene(card)
        let wipe = MaskRevealAnimation(card, reveal: reveal)
        wipe[0] = 0; wipe[1] = 1
        wipe.animate(at: 0)
        var p = try S.render(root)
        if case .toBounds = reveal {
            #expect(S.pixel(p, shown.0, shown.1).isRed && S.pixel(p, 30, 30).isClear, "\(reveal) at 0 shows its start rectangle")
        } else {
            #expect(S.pixel(p, shown.0, shown.1).isClear, "\(reveal) at 0 shows nothing")
        }
        wipe.animate(at: 0.5)
        p = try S.render(root)
        #expect(S.pixel(p, shown.0, shown.1).isRed, "\(reveal) at 0.5 shows \(shown)")
        #expect(S.pixel(p, hidden.0, hidden.1).isClear, "\(reveal) at 0.5 hides \(hidden)")
        wipe.animate(at: 1)
        p = try S.render(root)
        #expect(S.pixel(p, hidden.0, hidden.1).isRed && S.pixel(p, 1, 1).isRed, "\(reveal) at 1 shows the bounds")
    }

    @Test func constraintConstantSetsAnEdge() throws {
        let node = S.box(Rect(x: 0, y: 0, width: 20, height: 20))
        let root = S.scene(node)
        let left = ConstraintConstantAnimation(node, attribute: .left)
        left[0] = 0; left[1] = 60
        left.animate(at: 1)
        let p = try S.render(root)
        #expect(node.frame.minX == 60)
        #expect(S.pixel(p, 70, 10).isRed && S.pixel(p, 10, 10).isClear)
    }

    @Test func constraintMultiplierFollowsTheReference() throws {
        let node = S.box(Rect(x: 0, y: 40, width: 20, height: 20))
        let root = S.scene(node)
        let follow = ConstraintMultiplierAnimation(node, attribute: .centerX, relativeTo: root, attribute: .width)
        follow[0] = 0.25; follow[1] = 0.75
        follow.animate(at: 0)
        var p = try S.render(root)
        #expect(S.pixel(p, 25, 50).isRed && S.pixel(p, 75, 50).isClear)
        follow.animate(at: 1)
        p = try S.render(root)
        #expect(S.pixel(p, 75, 50).isRed && S.pixel(p, 25, 50).isClear)
        // Relative to a sibling's frame, with an offset: 10 points right of the sibling's right edge.
        let anchor = S.box(Rect(x: 10, y: 0, width: 30, height: 10), .blue)
        root.addChild(anchor)
        let beside = ConstraintMultiplierAnimation(node, attribute: .left, relativeTo: anchor, attribute: .right, offset: 10)
        beside[0] = 1
        beside.animate(at: 0)
        #expect(node.frame.minX == 50)
    }

    @Test func pathMorphChangesTheShape() throws {
        let shape = Node(.path, size: Size(width: 100, height: 100), anchorPoint: .zero)
        shape.fillColor = .red
        let root = S.scene(shape)
        let morph = PathAnimation(shape)
        morph[0] = Path(rect: Rect(x: 0, y: 0, width: 20, height: 20))
        morph[1] = Path(rect: Rect(x: 0, y: 0, width: 80, height: 80))
        morph.animate(at: 1)
        #expect(S.pixel(try S.render(root), 70, 70).isRed)
        morph.animate(at: 0)
        #expect(S.pixel(try S.render(root), 70, 70).isClear)
    }

    /// RazzleDazzle-style keyframes with easing: the easing belongs to the segment's start.
    @Test func subscriptKeyframesTakeAnEasing() throws {
        let node = S.box(Rect(x: 0, y: 0, width: 100, height: 100))
        let alpha = AlphaAnimation(node)
        alpha[0, easing: .easeInQuad] = 0
        alpha[1] = 1
        alpha.animate(at: 0.5)
        #expect(abs(node.opacity - 0.25) < 1e-12)
        #expect(alpha[0.5] == 0.25)
        alpha[1] = nil
        #expect(alpha.filmstrip.count == 1)
    }
}
