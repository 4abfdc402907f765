// swift-tools-version: 6.1
// Fuzz targets for Scrollwork (libFuzzer). Not part of the library's build: scripts/fuzz.sh
// builds this package with `-sanitize=fuzzer,address`, which instruments the library too.
//   scripts/fuzz.sh lottie 600   scripts/fuzz.sh png 600   scripts/fuzz.sh jpeg|webp|gif 600
//   scripts/fuzz.sh smoke
import PackageDescription
import Foundation

// The library is the package one folder up. SwiftPM names a path dependency after its
// folder, which differs between clones (wt-…, main, a CI checkout): ask the path.
let libraryFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let library = libraryFolder.lastPathComponent

let package = Package(
    name: "ScrollworkFuzz",
    dependencies: [
        .package(path: libraryFolder.path),
    ],
    targets: [
        // libFuzzer's LLVMFuzzerRunDriver, declared for Swift.
        .systemLibrary(name: "CLibFuzzer"),
        // Bytes → LottieReader (JSON or .lottie archive) → model walk → import → render frames.
        .executableTarget(name: "LottieFuzz", dependencies: [
            "CLibFuzzer",
            .product(name: "ScrollworkLottie", package: library),
            .product(name: "ScrollworkExpressions", package: library),
            .product(name: "ScrollworkCanvas", package: library),
            .product(name: "Scrollwork", package: library),
        ]),
        // Bytes → PNG.decode → Pixmap.
        .executableTarget(name: "PNGFuzz", dependencies: [
            "CLibFuzzer",
            .product(name: "ScrollworkCanvas", package: library),
        ]),
        // Bytes → ImageDecoder.decode(_:as:) → Pixmap, one target per decoder.
        .target(name: "ImageFuzzSupport", dependencies: [.product(name: "ScrollworkCanvas", package: library),
                                                          .product(name: "ScrollworkImageDecoders", package: library)]),
        .executableTarget(name: "JPEGFuzz", dependencies: ["CLibFuzzer", "ImageFuzzSupport"]),
        .executableTarget(name: "WebPFuzz", dependencies: ["CLibFuzzer", "ImageFuzzSupport"]),
        .executableTarget(name: "GIFFuzz", dependencies: ["CLibFuzzer", "ImageFuzzSupport"]),
    ]
)
