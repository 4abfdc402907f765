// swift-tools-version: 6.1
// The test targets that scripts/sanitizers.sh runs under ThreadSanitizer (the core's and the
// canvas's), as a package of their own so that the TSan build compiles what they test and
// nothing more (not the Lottie importer, the exporter, the window host or the package store).
// Every target is the root package's own folder, linked (the folders in Sources/ and Tests/
// here are symbolic links into the root's): nothing is written twice. The package does not
// depend on the root package: SwiftPM wants target names unique across a graph, and the root's
// non-product targets these tests use (the image metric, the decoders' C modules) would clash.
//   scripts/sanitizers.sh thread
import PackageDescription

let package = Package(
    name: "ScrollworkThreadSanitizer",
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // As the root package declares them (Package.swift at the root).
        .target(name: "Scrollwork"),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .target(name: "CIntrinsics"),
        .target(name: "ScrollworkCanvas", dependencies: ["Scrollwork", "CPNG", "CFreeType", "CIntrinsics"]),
        .systemLibrary(name: "CJPEG", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CWebP", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
        .target(name: "ScrollworkImageDecoders", dependencies: ["ScrollworkCanvas", "CJPEG", "CWebP", "CGIF"]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .target(name: "ScrollworkSystemFonts", dependencies: ["Scrollwork", "ScrollworkCanvas", "CFontconfig"]),
        .target(name: "ScrollworkImageDiff", dependencies: ["ScrollworkCanvas"]),
        .target(name: "TestTimeSupport"),
        .testTarget(name: "ScrollworkTests", dependencies: [
            "Scrollwork", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "ScrollworkCanvasTests", dependencies: [
            "ScrollworkCanvas", "ScrollworkImageDiff", "ScrollworkImageDecoders", "ScrollworkSystemFonts",
            "CJPEG", "CWebP", "CGIF", "TestTimeSupport", .product(name: "PropertyBased", package: "swift-property-based"),
        ], exclude: ["Goldens", "Scenes", "SelfGoldens"]),
    ]
)
