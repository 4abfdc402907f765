// swift-tools-version: 6.1
// The test targets that scripts/sanitizers.sh runs under ThreadSanitizer (the core's and the
// canvas's), as a package of their own so that the TSan build compiles what they test and
// nothing more (not the Lottie importer, the exporter, the window host or the package store).
// The targets are the root package's own folders, linked (the folders in Tests/ and Sources/
// here are symbolic links into the root's): nothing is written twice.
//   scripts/sanitizers.sh thread
import PackageDescription
import Foundation

// The library is the package two folders up. SwiftPM names a path dependency after its folder,
// which differs between clones (main, wt-…, a CI checkout): ask the path.
let libraryFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
let library = libraryFolder.lastPathComponent

let package = Package(
    name: "ScrollworkThreadSanitizer",
    dependencies: [
        .package(path: libraryFolder.path),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "TestTimeSupport"),
        // The image metric: a target of the root package, not a product.
        .target(name: "ScrollworkImageDiff", dependencies: [.product(name: "ScrollworkCanvas", package: library)]),
        .testTarget(name: "ScrollworkTests", dependencies: [
            .product(name: "Scrollwork", package: library),
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "ScrollworkCanvasTests", dependencies: [
            .product(name: "ScrollworkCanvas", package: library),
            .product(name: "ScrollworkImageDecoders", package: library),
            .product(name: "ScrollworkSystemFonts", package: library),
            .product(name: "PropertyBased", package: "swift-property-based"),
            "ScrollworkImageDiff", "TestTimeSupport",
        ], exclude: ["Goldens", "Scenes", "SelfGoldens"]),
    ]
)
