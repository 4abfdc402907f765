import Testing
import Scrollwork

@Suite struct DriverTests {
    @Test func scrollRangeWithAnchors() {
        // Element at 1200…1500, viewport 800: starts entering at 400, top at centre at 800.
        let range = ScrollRange(elementStart: 1200, elementLength: 300, viewportLength: 800, start: .enters, end: .topAtCenter)
        #expect(range.start == 400 && range.end == 800)
        #expect(range.progress(at: 600) == 0.5)
        #expect(range.progress(at: 0) == 0)
        #expect(range.progress(at: 2000) == 1)
        #expect(range.time(at: 700, from: 0, to: 60) == 45)
        var open = range
        open.overflow = .extrapolate
        #expect(open.progress(at: 1000) == 1.5)
        #expect(open.progress(at: 200) == -0.5)
        #expect(range.offset(atProgress: 0.25) == 500)
        #expect(range.progress(at: .nan).isNaN)
    }

    @Test func zeroLengthRangeSteps() {
        let r = ScrollRange(start: 10, end: 10)
        #expect(r.progress(at: 9.99) == 0)
        #expect(r.progress(at: 10) == 1)
    }

    @Test func pagingGivesFractionalPages() {
        let paging = Paging(pageSize: 320, pageCount: 4)
        #expect(paging.page(at: 480) == 1.5)
        #expect(paging.page(at: -50) == 0)
        #expect(paging.page(at: 5000) == 3)
        #expect(paging.nearestPage(to: 500) == 2)
        #expect(paging.offset(ofPage: 2) == 640)
        #expect(paging.progress(onPage: 1, at: 400) == 0.25)
        #expect(Paging(pageSize: 0).pageSize == 1)
        #expect(Paging(pageSize: .nan).page(at: 3) == 3)
    }

    @Test func snappingSettlesWithTheEasingOverTheDuration() throws {
        var snap = Snapping(points: [640, 0, 320], duration: 0.5, easing: .linear)
        #expect(snap.target(for: 410) == 320)
        #expect(snap.target(for: 410, velocity: 1500) == 640)  // a flick carries on
        #expect(snap.offset(at: 0) == nil)
        snap.release(at: 410, time: 10)
        #expect(try #require(snap.offset(at: 10)) == 410)
        #expect(try #require(snap.offset(at: 10.25)) == 365)
        #expect(snap.isSettling(at: 10.25))
        #expect(try #require(snap.offset(at: 10.5)) == 320)
        #expect(try #require(snap.offset(at: 99)) == 320)
        #expect(!snap.isSettling(at: 10.5))
        snap.cancel()
        #expect(snap.offset(at: 10.2) == nil)
        let pages = Snapping(paging: Paging(pageSize: 100), count: 3)
        #expect(pages.points == [0, 100, 200])
        #expect(pages.target(for: 170) == 200)
    }

    @Test func smoothingFollowsWithACriticallyDampedLag() {
        var s = Smoothing(lag: 0.2)
        var previous = 0.0
        var t = 0.0
        // Follows a step from 0 to 100 without overshooting, monotonically.
        while t < 3 {
            let v = s.step(toward: 100, by: 1.0 / 60)
            #expect(v >= previous - 1e-12 && v <= 100 + 1e-9)
            previous = v
            t += 1.0 / 60
        }
        #expect(s.isSettled(at: 100, tolerance: 0.01))
        // One big step equals many small ones (exact integration).
        var a = Smoothing(lag: 0.3), b = Smoothing(lag: 0.3)
        a.step(toward: 50, by: 0.6)
        for _ in 0..<600 { b.step(toward: 50, by: 0.001) }
        #expect(abs(a.value - b.value) < 1e-9)
        // Zero lag follows exactly; NaN input is ignored.
        var exact = Smoothing(lag: 0)
        #expect(exact.step(toward: 42, by: 0.016) == 42)
        #expect(exact.step(toward: .nan, by: 0.016) == 42)
    }

    @Test func velocityAndDirection() {
        var v = ScrollVelocity(smoothing: 0)
        #expect(v.direction == .none)
        v.add(offset: 0, time: 0)
        v.add(offset: 10, time: 0.1)
        #expect(abs(v.velocity - 100) < 1e-9)
        #expect(v.direction == .forward)
        v.add(offset: 5, time: 0.2)
        #expect(abs(v.velocity + 50) < 1e-9)
        #expect(v.direction == .backward)
        v.add(offset: .nan, time: 0.3)
        v.add(offset: 99, time: 0.2)  // time did not advance
        #expect(v.last?.offset == 5)
    }

    @Test func rangeTriggerFiresOncePerCrossingWhateverTheStep() {
        var events: [RangeEvent] = []
        let trigger = RangeTrigger(start: 100, end: 200) { event, _ in events.append(event) }
        trigger.update(to: 50)
        #expect(events.isEmpty)
        trigger.update(to: 150)
        #expect(events == [.enter])
        #expect(trigger.isActive)
        trigger.update(to: 160)
        #expect(events == [.enter])
        trigger.update(to: 250)
        #expect(events == [.enter, .leave])
        trigger.update(to: 150)
        #expect(events == [.enter, .leave, .enterBack])
        trigger.update(to: 0)
        #expect(events == [.enter, .leave, .enterBack, .leaveBack])
        // Big steps straight across, both ways.
        events = []
        trigger.update(to: 10_000)
        #expect(events == [.enter, .leave])
        trigger.update(to: -10_000)
        #expect(events == [.enter, .leave, .enterBack, .leaveBack])
        trigger.update(to: .nan)
        #expect(events.count == 4)
    }

    @Test func keyframeTriggerFiresEveryMarkCrossedInTravelOrder() {
        var strip = Filmstrip<Double>()
        for t in [30.0, 10, 20, 20, 40] { strip.set(t, at: t) }
        var log: [(Double, ScrollDirection)] = []
        let trigger = KeyframeTrigger(keyframesOf: strip, position: 0) { _, time, direction in log.append((time, direction)) }
        #expect(trigger.marks == [10, 20, 30, 40])
        trigger.update(to: 35)  // one big step over three marks
        #expect(log.map(\.0) == [10, 20, 30])
        #expect(log.allSatisfy { $0.1 == .forward })
        trigger.update(to: 35.5)
        #expect(log.count == 3)
        trigger.update(to: 40)  // landing exactly on a mark crosses it
        #expect(log.last! == (40, .forward))
        log = []
        trigger.update(to: -1)
        #expect(log.map(\.0) == [40, 30, 20, 10])
        #expect(log.allSatisfy { $0.1 == .backward })
    }
}
