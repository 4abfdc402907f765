import Foundation
import Scrollwork
import ScrollworkPackages
import Testing

/// README.md's "Animation packages" example, run against the test server.
@Suite struct ReadmeExampleTests {
    /// The code of README.md's "Animation packages" section, verbatim, between the set-up
    /// (a cache folder, the test server's catalogue URL) and the returned log.
    func readmeExample(cacheDirectory: String, catalogueURL: URL) async throws -> [String] {
        let store = try PackageStore(directory: cacheDirectory)
        let report = try await store.sync(catalogue: catalogueURL)     // downloads what is new or changed
        print("installed:", report.installed, "failed:", report.failed.keys.sorted())

        let clock = ManualClock()                       // in an app: the display link's clock
        let queue = PlaybackQueue(policy: .replace(after: 0.5))
        var log: [String] = []
        queue.onStart = { log.append("start \($0.id)") }
        queue.onFinish = { request, outcome in log.append("finish \(request.id) \(outcome)") }

        func play(_ id: String) async throws {
            let package = try await store.package(id)   // its files, and its animation validated
            let animation = package.animation
            let frames = FrameRange(inPoint: animation.inPoint, outPoint: animation.outPoint)
            let player = Player(frames: frames, framesPerSecond: animation.frameRate, clock: clock)
            queue.play(id, animation: player)           // any PlayableAnimation: a Lottie player too
        }
        try await play("rose")
        try await play("star")                          // waits until rose is half-way, then replaces it
        for _ in 0..<180 { clock.advance(by: 1.0 / 60); queue.tick() }   // one tick per frame
        print(log)    // ["start rose", "finish rose replaced", "start star", "finish star completed"]
        return log
    }

    @Test func theReadmeExampleSyncsAndPlaysAgainstTheTestServer() async throws {
        let h = try await Harness()
        try h.publish("rose"); try h.publish("star")
        let log = try await readmeExample(cacheDirectory: h.cache, catalogueURL: h.catalogueURL)
        #expect(log == ["start rose", "finish rose replaced", "start star", "finish star completed"])
        let store = try PackageStore(directory: h.cache)
        #expect(try await store.records().map(\.state) == [.ready, .ready])
    }

    @Test func theTestHoldsTheReadmeCodeVerbatim() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("docs/GUIDE.md"), encoding: .utf8)
        let test = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        guard let section = readme.firstRange(of: "## Animation packages"),
              let start = readme[section.upperBound...].firstRange(of: "```swift\nimport Scrollwork\nimport ScrollworkPackages\n\n"),
              let end = readme[start.upperBound...].firstRange(of: "```") else {
            Issue.record("docs/GUIDE.md has no \"Animation packages\" example")
            return
        }
        let lines = readme[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        let indented = lines.map { $0.isEmpty ? "" : "        " + $0 }.joined(separator: "\n")
        #expect(lines.count > 10)
        #expect(test.contains(indented))
    }
}
