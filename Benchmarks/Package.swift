// swift-tools-version: 6.1
// Scrollwork's benchmarks, a package of their own so the library never depends on the
// benchmark harness. Run from this folder: `swift package benchmark` (see README.md here).
import PackageDescription

let package = Package(
    name: "ScrollworkBenchmarks",
    dependencies: [
        .package(name: "Scrollwork", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "CoreBenchmarks",
            dependencies: [
                .product(name: "Scrollwork", package: "Scrollwork"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "CoreBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "CanvasBenchmarks",
            dependencies: [
                .product(name: "Scrollwork", package: "Scrollwork"),
                .product(name: "ScrollworkCanvas", package: "Scrollwork"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "CanvasBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "LottieBenchmarks",
            dependencies: [
                .product(name: "ScrollworkLottie", package: "Scrollwork"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "LottieBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "SceneBenchmarks",
            dependencies: [
                .product(name: "Scrollwork", package: "Scrollwork"),
                .product(name: "ScrollworkCanvas", package: "Scrollwork"),
                .product(name: "ScrollworkScene", package: "Scrollwork"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "SceneBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        // Per-frame Lottie rendering over corpus files, and canvas gradient fills.
        .executableTarget(
            name: "RenderBenchmarks",
            dependencies: [
                .product(name: "Scrollwork", package: "Scrollwork"),
                .product(name: "ScrollworkLottie", package: "Scrollwork"),
                .product(name: "ScrollworkCanvas", package: "Scrollwork"),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "RenderBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ]
)
