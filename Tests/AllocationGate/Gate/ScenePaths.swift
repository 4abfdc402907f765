import Scrollwork
import ScrollworkCanvas
import ScrollworkScene

/// The scene's steady-state paths: a still frame (nothing changed since the last one) and an
/// animated frame (transforms and opacities evaluated, then drawn).
enum ScenePaths {
    /// 200 shapes (rectangles, rounded rectangles, ellipses; some stroked, dashed, with
    /// gradients), a group with opacity, a masked node, a skewed 3D card and a text node, on a
    /// 400×300 root; and an animator moving, turning and fading the shapes.
    static func scene() -> (Node, Animator) {
        let root = Node(.group, size: Size(width: 400, height: 300), anchorPoint: .zero)
        root.backgroundColor = .white
        let animator = Animator()
        var rng = SplitMix(state: 3)
        let shapes: [NodeShape] = [.rectangle, .roundedRectangle, .ellipse]
        let group = Node(.group, size: Size(width: 400, height: 300), anchorPoint: .zero)
        group.opacity = 0.8
        root.addChild(group)
        let ramp = Gradient(stops: [GradientStop(offset: 0, color: .red), GradientStop(offset: 1, color: .blue)])
        for i in 0..<200 {
            let node = Node(shapes[i % 3], size: Size(width: 12 + 12 * rng.next(), height: 12 + 12 * rng.next()),
                            position: Point(x: 10 + 380 * rng.next(), y: 10 + 280 * rng.next()))
            node.cornerRadius = 4
            if i % 5 == 0 {
                node.fillPaint = .linear(LinearGradient(start: .zero, end: Point(20, 20), gradient: ramp))
            } else {
                node.fillColor = Color(red: rng.next(), green: rng.next(), blue: rng.next())
            }
            if i % 4 == 0 { node.strokeColor = .black; node.strokeWidth = 2 }
            if i % 8 == 0 { node.dash = DashPattern([4, 2]) }
            (i % 2 == 0 ? root : group).addChild(node)
            let move = TranslationAnimation(node)
            move[0] = .zero; move[1] = Point(x: 40 * rng.next() - 20, y: 40 * rng.next() - 20)
            let spin = RotationAnimation(node)
            spin[0, easing: .easeInOutQuad] = 0; spin[1] = 360 * rng.next()
            let fade = AlphaAnimation(node)
            fade[0] = 1; fade[1] = 0.4 + 0.6 * rng.next()
            animator.add(move); animator.add(spin); animator.add(fade)
        }
        let masked = Node(.rectangle, frame: Rect(x: 20, y: 200, width: 120, height: 80))
        masked.fillColor = Color(red: 0.6, green: 0.2, blue: 0.7)
        masked.mask = .reveal(.circleFromCenter, progress: 0.6)
        let card = Node(.roundedRectangle, frame: Rect(x: 260, y: 20, width: 100, height: 70))
        card.cornerRadius = 10; card.fillColor = Color(red: 1, green: 0.6, blue: 0)
        card.transform3D = Transform3DComponents(rotationY: 40, eyeDistance: 200)
        card.skew = 10
        root.addChild(masked); root.addChild(card)
        if let font = try? Font() {
            let label = Node(.text, frame: Rect(x: 150, y: 250, width: 200, height: 40))
            label.text = "Scrollwork"; label.font = font; label.fontSize = 24
            root.addChild(label)
        }
        return (root, animator)
    }

    static func budgets() -> [AllocationBudget] {
        guard let canvas = try? Canvas(width: 400, height: 300) else { return [] }
        let renderer = SceneRenderer()
        let (still, stillAnimator) = scene()
        stillAnimator.animate(at: 0.5)
        let (moving, animator) = scene()
        let movingRenderer = SceneRenderer()
        guard let movingCanvas = try? Canvas(width: 400, height: 300),
              let incrementalCanvas = try? Canvas(width: 400, height: 300),
              let incrementalMovingCanvas = try? Canvas(width: 400, height: 300) else { return [] }
        let incremental = SceneRenderer(), incrementalMoving = SceneRenderer()
        let (partly, partlyAnimator) = scene()
        partlyAnimator.animate(at: 0.5)
        let blinking = partly.children[2]
        let (allMoving, allAnimator) = scene()
        return [
            AllocationBudget("SceneRenderer: still frame, 205 nodes (layer, mask, text)", calls: 20, warmUpCalls: 2) { _ in
                renderer.render(still, into: canvas, clear: .white)
            },
            AllocationBudget("Scene: animate + render, 600 animations, 205 nodes", calls: 50) { i in
                animator.animate(at: Double(i % 50) / 49)
                movingRenderer.render(moving, into: movingCanvas, clear: .white)
            },
            AllocationBudget("SceneRenderer: incremental frames, one node of 205 changing", calls: 20, warmUpCalls: 2) { i in
                blinking.fillColor = i % 2 == 0 ? .black : .white
                incremental.renderIncrementally(partly, into: incrementalCanvas, background: .white)
            },
            AllocationBudget("Scene: animate + incremental frames, 600 animations, 205 nodes", calls: 50) { i in
                allAnimator.animate(at: Double(i % 50) / 49)
                incrementalMoving.renderIncrementally(allMoving, into: incrementalMovingCanvas, background: .white)
            },
        ]
    }
}
