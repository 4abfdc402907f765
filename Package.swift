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
        .library(name: "ScrollworkScene", targets: ["ScrollworkScene"]),
    ],
    dependencies: [],
    targets: [
        // The core: value types, easing, filmstrips, animators, drivers. No Foundation.
        .target(name: "Scrollwork"),

        // System libraries for the canvas (Debian: libpng-dev, libfreetype-dev).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .target(name: "ScrollworkCanvas", dependencies: ["Scrollwork", "CPNG", "CFreeType"]),

        // The node tree, JazzHands animation kinds, paging helpers and the scene renderer.
        .target(name: "ScrollworkScene", dependencies: ["Scrollwork", "ScrollworkCanvas"]),

        .testTarget(name: "ScrollworkTests", dependencies: ["Scrollwork"]),
        .testTarget(name: "ScrollworkCanvasTests", dependencies: ["ScrollworkCanvas"],
                    exclude: ["Goldens", "Scenes"]),
        .testTarget(name: "ScrollworkSceneTests", dependencies: ["ScrollworkScene"]),

        // Prints a scrubbed JazzHands-style animation's values (the main job until the window demo).
        .executableTarget(name: "ScrubValues", dependencies: ["Scrollwork"], path: "Demos/ScrubValues"),
    ]
)
