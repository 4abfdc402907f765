import Testing
import Scrollwork

final class Sprite {
    var alpha = 1.0
    var position = Point.zero
    var setCount = 0
}

@Suite struct AnimationTests {
    @Test func keyPathAndSetterBindingsWriteTheSameValues() {
        let a = Sprite(), b = Sprite()
        var strip = Filmstrip<Double>()
        strip.set(0, at: 0, easing: .easeInOutCubic)
        strip.set(1, at: 100)
        let viaKeyPath = Animation(a, \.alpha, filmstrip: strip)
        let viaSetter = Animation(b, filmstrip: strip) { $0.alpha = $1 }
        for offset in stride(from: -10.0, through: 110, by: 3.5) {
            viaKeyPath.animate(at: offset)
            viaSetter.animate(at: offset)
            #expect(a.alpha == b.alpha)
            #expect(a.alpha == strip.value(at: offset))
        }
    }

    @Test func noKeyframesLeavesTheTargetUntouched() {
        let s = Sprite()
        s.alpha = 0.42
        let animation = Animation(s, filmstrip: Filmstrip<Double>()) { sprite, value in
            sprite.alpha = value
            sprite.setCount += 1
        }
        animation.animate(at: 10)
        #expect(s.alpha == 0.42)
        #expect(s.setCount == 0)
        animation.set(1, at: 0)
        animation.animate(at: .nan)
        #expect(s.setCount == 0)
        animation.animate(at: 5)
        #expect(s.alpha == 1 && s.setCount == 1)
    }

    @Test func animatorAddsRemovesAndEvaluates() {
        let s = Sprite()
        let fade = Animation(s, \.alpha)
        fade[0] = 0
        fade[10] = 1
        let move = Animation(s, \.position)
        move[0] = Point(0, 0)
        move[10] = Point(100, 50)
        let animator = Animator()
        animator.add(fade)
        animator.add(move)
        #expect(animator.count == 2)
        animator.animate(at: 5)
        #expect(s.alpha == 0.5 && s.position == Point(50, 25))
        animator.remove(fade)
        #expect(animator.count == 1)
        animator.animate(at: 10)
        #expect(s.alpha == 0.5 && s.position == Point(100, 50))
        animator.removeAll()
        animator.animate(at: 0)
        #expect(s.position == Point(100, 50))
    }

    @Test func severalAnimatorsCanDriveOneScene() {
        let s = Sprite()
        let horizontal = Animator(), vertical = Animator()
        horizontal.add(Animation(s, filmstrip: Filmstrip([.init(time: 0, value: 0.0), .init(time: 1, value: 10)])) { $0.position.x = $1 })
        vertical.add(Animation(s, filmstrip: Filmstrip([.init(time: 0, value: 0.0), .init(time: 1, value: 20)])) { $0.position.y = $1 })
        horizontal.animate(at: 0.5)
        vertical.animate(at: 0.25)
        #expect(s.position == Point(5, 5))
    }
}
