// swift-tools-version: 6.1
// Scrollwork — scroll-driven keyframe animation, a software canvas, a Lottie importer.
// The module map is in DESIGN.md (../shared/DESIGN.md); dependencies point one way, down:
// Scrollwork ← ScrollworkCanvas ← ScrollworkScene ← ScrollworkLottie ← tools and demos.
import PackageDescription

let package = Package(
    name: "Scrollwork",
    products: [
        .library(name: "Scrollwork", targets: ["Scrollwork"]),
        .library(name: "ScrollworkCanvas", targets: ["ScrollworkCanvas"]),
        .library(name: "ScrollworkLottie", targets: ["ScrollworkLottie"]),
    ],
    dependencies: [
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        // The core: value types, easing, filmstrips, animators, drivers. No Foundation.
        .target(name: "Scrollwork"),

        // System libraries for the canvas (Debian: libpng-dev, libfreetype-dev).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .target(name: "ScrollworkCanvas", dependencies: ["Scrollwork", "CPNG", "CFreeType"]),

        // The Lottie reader (model layer): bytes, files and .lottie archives → a validated model.
        .target(name: "ScrollworkLottie", dependencies: [
            "Scrollwork",
            .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ]),

        .testTarget(name: "ScrollworkTests", dependencies: ["Scrollwork"]),
        .testTarget(name: "ScrollworkLottieTests", dependencies: [
            "ScrollworkLottie",
            .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ]),
    ]
)
