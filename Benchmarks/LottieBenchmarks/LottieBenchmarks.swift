import Benchmark
import Foundation
@_spi(Benchmarking) import ScrollworkLottie

// JSON strategies on the largest corpus files, and the full model read (LOTTIE_FORMAT §16).
// Files come from ../shared/corpus (beside the package root); absent → the benchmarks say so.

/// A generic JSON tree decoded through Codable, to price `JSONDecoder`.
enum CodableJSON: Decodable {
    case null, bool(Bool), number(Double), string(String), array([CodableJSON]), object([String: CodableJSON])

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([CodableJSON].self) { self = .array(a) }
        else { self = .object(try c.decode([String: CodableJSON].self)) }
    }
}

let corpusRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path + "/../shared/corpus/"
}()

let files = [
    "lottie-web/test/animations/bm_ronda.json",      // 1.8 MB, the largest JSON
    "lottie-web/test/animations/navidad.json",       // 1.7 MB
    "lottie-ios/Issues/issue_2330.json",             // 0.7 MB
]

let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .peakMemoryResident]
    let config = Benchmark.Configuration(metrics: metrics, maxDuration: .seconds(3), maxIterations: 50)
    // The harness's own resident memory, to subtract from the peaks below.
    Benchmark("Baseline no work", configuration: config) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(0) }
    }
    for file in files {
        guard let data = FileManager.default.contents(atPath: corpusRoot + file) else {
            print("LottieBenchmarks: \(corpusRoot + file) is absent; skipping its benchmarks")
            continue
        }
        let bytes = [UInt8](data)
        let short = (file as NSString).lastPathComponent
        Benchmark("JSON own parser \(short)", configuration: config) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try LottieReader().parseJSONOnly(bytes)) }
        }
        Benchmark("JSON JSONSerialization \(short)", configuration: config) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try JSONSerialization.jsonObject(with: data)) }
        }
        Benchmark("JSON JSONDecoder \(short)", configuration: config) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try JSONDecoder().decode(CodableJSON.self, from: data)) }
        }
        Benchmark("Lottie read model \(short)", configuration: config) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try LottieReader().read(json: bytes)) }
        }
    }
}
