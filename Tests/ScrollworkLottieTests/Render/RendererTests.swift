import Foundation
import Scrollwork
import ScrollworkCanvas
import Testing
@testable import ScrollworkLottie

@Suite("Render: tracks, transforms, time")
struct RendererTests {
    @Test("the transform matrix follows §5.2 (the worked example)")
    func transformExample() throws {
        var t = LottieTransform()
        t.anchor = LottieProperty(LottieVector(x: 10, y: -5))
        t.position = .combined(LottieProperty(LottieVector(x: 150, y: 140)))
        t.scale = LottieProperty(LottieVector(x: 150, y: 80))
        t.rotation = LottieProperty(25)
        t.skew = LottieProperty(20)
        t.skewAxis = LottieProperty(30)
        let p = TransformTrack(t, overrides: .none).matrix(at: 0).apply(Point(x: 40, y: 30))
        #expect(abs(p.x - 162.00) < 0.01 && abs(p.y - 185.88) < 0.01, "got \(p)")
    }

    @Test("keyframe easing: the AE ease and an overshooting curve (§6.5 reference values)",
          arguments: [(0.333, 0.0, 0.667, 1.0, 0.25, 0.1563554687), (0.333, 0.0, 0.667, 1.0, 0.75, 0.8436445313),
                      (0.5, -0.5, 0.5, 1.5, 0.1, -0.0707562281), (0.5, -0.5, 0.5, 1.5, 0.9, 1.0707562281)])
    func easing(_ c: (Double, Double, Double, Double, Double, Double)) {
        let easing = LottieEasing(outHandle: .init(x: c.0, y: c.1), inHandle: .init(x: c.2, y: c.3))
        let property = LottieProperty(keyframes: [
            LottieKeyframe(time: 0, value: 0.0, endValue: 1, easing: easing),
            LottieKeyframe(time: 10, value: 1.0, endValue: 1),
        ], fallback: 0)
        let y = Track(property, in: .none).value(at: c.4 * 10)
        #expect(abs(y - c.5) < 1e-5, "y(\(c.4)) = \(y)")
    }

    @Test("per-dimension easing: each axis follows its own curve")
    func perDimension() {
        let easing = LottieEasing(outHandle: .init(x: [0, 0.9], y: [0, 0]), inHandle: .init(x: [1, 0.9], y: [1, 1]))
        let property = LottieProperty(keyframes: [
            LottieKeyframe(time: 0, value: LottieVector(x: 0, y: 0), endValue: LottieVector(x: 10, y: 10), easing: easing),
            LottieKeyframe(time: 10, value: LottieVector(x: 10, y: 10), endValue: LottieVector(x: 10, y: 10)),
        ], fallback: .zero)
        let v = Track(property, in: .none).value(at: 5)
        #expect(abs(v.x - 5) < 1e-9)
        #expect(v.y < 4, "the y axis eases in: \(v.y)")
    }

    @Test("hold keyframes jump at the next keyframe")
    func hold() {
        let property = LottieProperty(keyframes: [
            LottieKeyframe(time: 0, value: 1.0, endValue: 5, isHold: true),
            LottieKeyframe(time: 10, value: 5.0, endValue: 5),
        ], fallback: 0)
        let track = Track(property, in: .none)
        #expect(track.value(at: 9.99) == 1)
        #expect(track.value(at: 10) == 5)
    }

    @Test("frame ↔ progress: 0 is ip, 1 is op − 1, continuous")
    func progress() throws {
        let a = try Fixture.read(#"{"v":"5.7.4","fr":30,"ip":10,"op":71,"w":10,"h":10,"layers":[]}"#).frameRange
        #expect(a.clampedFrame(atProgress: 0) == 10)
        #expect(a.clampedFrame(atProgress: 1) == 70)
        #expect(a.clampedFrame(atProgress: 0.5) == 40)
        #expect(a.clampedFrame(atProgress: 2) == 70)
        #expect(abs(a.clampedProgress(atFrame: a.clampedFrame(atProgress: 0.37)) - 0.37) < 1e-12)
    }

    @Test("the fit transform scales uniformly and centres")
    func fit() {
        let m = ContentMode.scaleAspectFit.transform(content: Size(width: 200, height: 100), in: Size(width: 100, height: 100))
        #expect(m.apply(Point(x: 0, y: 0)) == Point(x: 0, y: 25))
        #expect(m.apply(Point(x: 200, y: 100)) == Point(x: 100, y: 75))
    }

    @Test("a solid layer fills its rectangle, clipped to the composition")
    func solid() throws {
        let json = ##"{"v":"5.7.4","fr":30,"ip":0,"op":10,"w":20,"h":20,"layers":[{"ty":1,"ind":1,"ip":0,"op":10,"st":0,"sc":"#ff0000","sw":40,"sh":10,"ks":{"p":{"a":0,"k":[0,5]}}}]}"##
        let renderer = LottieRenderer(try Fixture.read(json), options: .scripted)
        let canvas = try Canvas(width: 30, height: 30)
        renderer.render(frame: 0, into: canvas, scale: 1)
        #expect(canvas.pixmap.pixel(x: 10, y: 10) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
        #expect(canvas.pixmap.pixel(x: 25, y: 10)?.a == 0, "outside the composition")
        #expect(canvas.pixmap.pixel(x: 10, y: 2)?.a == 0, "above the solid")
        #expect(canvas.pixmap.pixel(x: 10, y: 15)?.a == 0, "below the solid")
    }

    @Test("layers are visible for ip ≤ t < op")
    func visibility() throws {
        let json = ##"{"v":"5.7.4","fr":30,"ip":0,"op":10,"w":10,"h":10,"layers":[{"ty":1,"ind":1,"ip":2,"op":5,"st":0,"sc":"#00ff00","sw":10,"sh":10,"ks":{}}]}"##
        let renderer = LottieRenderer(try Fixture.read(json), options: .scripted)
        for (frame, visible) in [(1.9, false), (2.0, true), (4.99, true), (5.0, false)] {
            let canvas = try Canvas(width: 10, height: 10)
            renderer.render(frame: frame, into: canvas, scale: 1)
            #expect((canvas.pixmap.pixel(x: 5, y: 5)?.a == 255) == visible, "frame \(frame)")
        }
    }
}

@Suite("Render: random access",
       .enabled(if: SharedData.isAvailable, SharedData.missingReason),
       .enabled(if: isReleaseBuild, "rendering tests run in release builds (swift test -c release)"))
struct RandomAccessTests {
    @Test("rendering frames out of order gives the same pixels as in order",
          arguments: ["lottie-docs/docs/static/examples/remapping.json", "lottie-docs/docs/static/examples/parenting.json",
                      "lottie-ios/LottieLogo1.json"])
    func randomAccess(_ file: String) throws {
        let renderer = LottieRenderer(try LottieReader.everything.read(contentsOfFile: SharedData.corpusPath(file)), options: .scripted)
        let a = renderer.animation
        let frames = (0..<12).map { a.frameRange.clampedFrame(atProgress: Double($0) / 11) + 0.25 }
        let canvas = try Canvas(width: 96, height: 96)
        func draw(_ f: Double) -> Pixmap {
            canvas.reset(try! Pixmap(width: 96, height: 96))
            renderer.render(frame: f, into: canvas, size: Size(width: 96, height: 96), contentMode: .scaleAspectFit)
            return canvas.pixmap
        }
        let sequential = frames.map(draw)
        let order = [7, 2, 11, 0, 5, 9, 1, 10, 3, 8, 4, 6]
        for i in order {
            #expect(draw(frames[i]) == sequential[i], "\(file) frame \(frames[i])")
        }
        #expect(sequential.contains { $0 != sequential[0] }, "the animation changes over time")
    }
}
