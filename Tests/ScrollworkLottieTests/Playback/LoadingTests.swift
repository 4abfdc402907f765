import Foundation
import HTTPTestSupport
import Scrollwork
import Testing
@testable import ScrollworkLottie

@Suite("Loading and the composition cache")
struct LoadingTests {
    /// A fresh temporary folder holding `fixture.json`.
    static func folder() throws -> String {
        let dir = NSTemporaryDirectory() + "scrollwork-player-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        try PlaybackFixture.json.write(toFile: dir + "/fixture.json", atomically: true, encoding: .utf8)
        try PlaybackFixture.json.write(toFile: dir + "/sub/inner.json", atomically: true, encoding: .utf8)
        return dir
    }

    @Test("by name from search directories; the second load comes from the cache, not the file")
    func byNameCached() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let cache = LottieCompositionCache()
        let loader = LottieLoader(searchDirectories: ["/nonexistent", dir], cache: cache)
        let first = try loader.animation(named: "fixture")
        #expect(first.frameRate == 30)
        #expect(cache.misses == 1 && cache.count == 1)
        try "not json".write(toFile: dir + "/fixture.json", atomically: true, encoding: .utf8)
        let second = try loader.animation(named: "fixture")   // would fail if parsed again
        #expect(second == first)
        #expect(cache.hits == 1)
        #expect(try loader.animation(contentsOfFile: dir + "/./fixture.json") == first)   // same key
        #expect(try loader.animation(named: "inner", subdirectory: "sub").markers.count == 2)
        #expect(throws: LottieError.self) { try loader.animation(named: "missing") }
        let uncached = LottieLoader(searchDirectories: [dir], cache: nil)
        #expect(throws: LottieError.self) { try uncached.animation(named: "fixture") }
    }

    @Test("LRU: capacity bounds the cache and evicts the least recently used")
    func lru() {
        let cache = LottieCompositionCache(capacity: 2)
        #expect(LottieCompositionCache().capacity == 50)
        let a = LottieAnimation(size: Size(width: 1, height: 1), frameRate: 1, inPoint: 0, outPoint: 1,
                                root: LottieComposition(layers: []))
        cache.setAnimation(a, forKey: "a")
        cache.setAnimation(a, forKey: "b")
        _ = cache.animation(forKey: "a")
        cache.setAnimation(a, forKey: "c")
        #expect(cache.contains("a") && cache.contains("c") && !cache.contains("b"))
        cache.capacity = 1
        #expect(cache.count == 1 && cache.contains("c"))
        cache.capacity = 0
        cache.setAnimation(a, forKey: "d")
        #expect(cache.count == 0)
    }

    @Test("from JSON bytes, a parsed JSON object and a model")
    func fromJSONAndModel() throws {
        let loader = LottieLoader(cache: LottieCompositionCache())
        let fromBytes = try loader.animation(data: Array(PlaybackFixture.json.utf8))
        let object = try JSONSerialization.jsonObject(with: Data(PlaybackFixture.json.utf8))
        let fromObject = try loader.animation(jsonObject: object, cacheKey: "fixture")
        #expect(fromObject.markers == fromBytes.markers && fromObject.outPoint == 60)
        #expect(loader.cache?.contains("fixture") == true)
        #expect(throws: LottieError.self) { try loader.animation(jsonObject: 42) }
        let player = LottiePlayer(animation: fromObject, clock: ManualClock())
        #expect(player.endFrame == 59)
    }

    @Test(".lottie archives by path", .enabled(if: SharedData.isAvailable, SharedData.missingReason))
    func dotLottie() throws {
        let loader = LottieLoader(cache: LottieCompositionCache())
        let path = SharedData.corpusPath("lottie-ios/DotLottie/animation.lottie")
        let player = try LottiePlayer(contentsOfFile: path, loader: loader, clock: ManualClock())
        #expect(player.endFrame > player.startFrame)
        #expect(loader.cache?.count == 1)
    }

    @Test("asynchronously from a file URL, cached")
    func fileURL() async throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let cache = LottieCompositionCache()
        let loader = LottieLoader(cache: cache)
        let url = URL(fileURLWithPath: dir + "/fixture.json")
        let a = try await loader.animation(from: url)
        try "garbage".write(toFile: dir + "/fixture.json", atomically: true, encoding: .utf8)
        let b = try await loader.animation(from: url)
        #expect(a == b && cache.hits == 1)
        await #expect(throws: LottieError.self) { try await loader.animation(from: URL(string: "ftp://127.0.0.1/x.json")!) }
    }

    @Test("asynchronously from http on 127.0.0.1, cached; HTTP errors are typed")
    func httpURL() async throws {
        let server = try await TestHTTPServer.start()
        server.route("/anim.json", .ok(Array(PlaybackFixture.json.utf8)))
        let cache = LottieCompositionCache()
        let loader = LottieLoader(cache: cache)
        let url = try #require(URL(string: "http://127.0.0.1:\(server.port)/anim.json"))
        let first = try await loader.animation(from: url)
        #expect(first.markers.map(\.name) == ["intro", "point"])
        let second = try await loader.animation(from: url)
        #expect(second == first)
        #expect(server.requestCount == 1)
        let missing = try #require(URL(string: "http://127.0.0.1:\(server.port)/other.json"))
        await #expect(throws: LottieError.self) { try await loader.animation(from: missing) }
        await server.stop()
    }
}
