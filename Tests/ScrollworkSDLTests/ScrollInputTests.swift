import Testing
@testable import ScrollworkSDL

@Suite struct ScrollInputTests {
    @Test func wheelTowardTheUserScrollsForward() {
        var input = ScrollInput(range: 0...1000, wheelStep: 40)
        input.wheel(x: 0, y: -1)
        #expect(input.offset == 40)
        input.wheel(x: 0, y: -0.25)   // a precise touchpad's fraction of a notch
        #expect(input.offset == 50)
        input.wheel(x: 0, y: 2)
        #expect(input.offset == 0)
    }

    @Test func offsetStaysInsideTheRange() {
        var input = ScrollInput(range: 0...100)
        input.wheel(x: 0, y: -10)
        #expect(input.offset == 100)
        input.press(.home)
        #expect(input.offset == 0)
        input.press(.pageBack)
        #expect(input.offset == 0)
        input.press(.end)
        #expect(input.offset == 100)
        input.range = 0...50
        #expect(input.offset == 50)
    }

    @Test func dragMovesContentWithThePointer() {
        var input = ScrollInput(range: 0...1000)
        input.drag(dx: 30, dy: -120)
        #expect(input.offset == 120)
        var horizontal = ScrollInput(range: 0...1000, axis: .horizontal)
        horizontal.drag(dx: -75, dy: 500)
        #expect(horizontal.offset == 75)
    }

    @Test func nonFiniteInputIsIgnored() {
        var input = ScrollInput(range: 0...100)
        input.scroll(by: 10)
        input.wheel(x: 0, y: .nan)
        input.drag(dx: 0, dy: .infinity)
        input.set(.nan)
        #expect(input.offset == 10)
    }
}

@Suite struct HostOptionsTests {
    @Test func parsesTheDemoFlags() throws {
        let o = try HostOptions(arguments: ["--headless", "--wheel", "-1,-1, -0.5", "--frames", "30",
                                            "--screenshot", "out.png", "--size", "640x480", "--frame-times", "t.csv", "file.json"])
        #expect(o.headless)
        #expect(o.frameTimesPath == "t.csv")
        #expect(o.wheelScript == [-1, -1, -0.5])
        #expect(o.frameLimit == 30)
        #expect(o.screenshotPath == "out.png")
        #expect(o.width == 640 && o.height == 480)
        #expect(o.remaining == ["file.json"])
    }

    @Test(arguments: [["--frames", "0"], ["--frames"], ["--wheel", "1,x"], ["--size", "0x10"],
                      ["--screenshot", "a.jpg"], ["--bogus"], ["--wheel-step", "-1"], ["--frame-times"]])
    func rejectsBadFlagsWithAMessage(_ arguments: [String]) {
        #expect(throws: HostError.self) { try HostOptions(arguments: arguments) }
    }
}

@Suite struct FrameStatisticsTests {
    @Test func percentilesUseNearestRank() {
        var stats = FrameStatistics(capacity: 100)
        for i in 1...100 { stats.record(milliseconds: Double(i)) }
        #expect(stats.median() == 50)
        #expect(stats.percentile(99) == 99)
        #expect(stats.percentile(100) == 100)
        stats.record(milliseconds: 1000)   // overwrites the oldest (1)
        #expect(stats.percentile(100) == 1000)
        #expect(stats.count == 101 && stats.keptCount == 100)
    }
}
