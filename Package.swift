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
        .library(name: "ScrollworkSDL", targets: ["ScrollworkSDL"]),
    ],
    dependencies: [
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        // Property-based tests of the core (Tests/ScrollworkTests/Properties).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // The core: value types, easing, filmstrips, animators, drivers. No Foundation.
        .target(name: "Scrollwork"),

        // System libraries for the canvas (Debian: libpng-dev, libfreetype-dev).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .target(name: "ScrollworkCanvas", dependencies: ["Scrollwork", "CPNG", "CFreeType"]),

        // Lottie: bytes, files and .lottie archives → a validated model → render trees.
        .target(name: "ScrollworkLottie", dependencies: [
            "Scrollwork",
            .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ]),

        // The window host (Debian: libsdl2-dev). Only the host and the demos see SDL. No
        // pkgConfig: sdl2.pc adds -D_REENTRANT, which SwiftPM rejects with a warning; the
        // headers sit in /usr/include/SDL2 and the shim includes <SDL2/SDL.h> directly.
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        .target(name: "ScrollworkSDL", dependencies: ["ScrollworkCanvas", "CSDL2"]),

        // Prints a scrubbed JazzHands-style animation's values (the main job until the window demo).
        .executableTarget(name: "ScrubValues", dependencies: ["Scrollwork"], path: "Demos/ScrubValues"),

        .testTarget(name: "ScrollworkTests", dependencies: [
            "Scrollwork",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "ScrollworkCanvasTests", dependencies: ["ScrollworkCanvas"],
                    exclude: ["Goldens", "Scenes"]),
        .testTarget(name: "ScrollworkLottieTests", dependencies: [
            "ScrollworkLottie",
            .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ]),
        .testTarget(name: "ScrollworkSDLTests", dependencies: ["ScrollworkSDL"]),
    ]
)
