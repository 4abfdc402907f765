// swift-tools-version: 6.1
// Scrollwork — scroll-driven keyframe animation, a software canvas, a Lottie importer.
// The module map is in docs/ARCHITECTURE.md; dependencies point one way, down:
// Scrollwork ← ScrollworkCanvas ← ScrollworkScene ← ScrollworkLottie ← tools and demos.
// Each product links only what it uses: the canvas and the scene need libpng and FreeType;
// every other system library (image decoders, fontconfig, Duktape, the encoders, SDL2) comes
// with a product of its own that an app imports when it wants it.
import PackageDescription

let package = Package(
    name: "Scrollwork",
    products: [
        .executable(name: "scrollwork", targets: ["scrollwork"]),
        .library(name: "Scrollwork", targets: ["Scrollwork"]),
        .library(name: "ScrollworkCanvas", targets: ["ScrollworkCanvas"]),
        .library(name: "ScrollworkScene", targets: ["ScrollworkScene"]),
        .library(name: "ScrollworkImageDecoders", targets: ["ScrollworkImageDecoders"]),
        .library(name: "ScrollworkSystemFonts", targets: ["ScrollworkSystemFonts"]),
        .library(name: "ScrollworkLottie", targets: ["ScrollworkLottie"]),
        .library(name: "ScrollworkExpressions", targets: ["ScrollworkExpressions"]),
        .library(name: "ScrollworkExport", targets: ["ScrollworkExport"]),
        .library(name: "ScrollworkSDL", targets: ["ScrollworkSDL"]),
        .library(name: "ScrollworkPackages", targets: ["ScrollworkPackages"]),
        .library(name: "ScrollworkBatch", targets: ["ScrollworkBatch"]),
    ],
    dependencies: [
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // Property-based tests of the core (Tests/ScrollworkTests/Properties).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // `swift package generate-documentation` for the DocC catalogues (scripts/docs.sh).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // SHA-256 of package downloads and installed files (ScrollworkPackages).
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
        // The HTTP server of the loading and package tests (Tests/HTTPTestSupport).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // The core: value types, easing, filmstrips, animators, drivers. No Foundation.
        .target(name: "Scrollwork"),

        // The canvas's system libraries (Debian: libpng-dev, libfreetype-dev).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        // A prefetch hint and an unchecked float truncation for the rasterizer's hot loops
        // (static inline C: Swift has no spelling for either).
        .target(name: "CIntrinsics"),
        .target(name: "ScrollworkCanvas", dependencies: ["Scrollwork", "CPNG", "CFreeType", "CIntrinsics"]),

        // JPEG, WebP and GIF behind the canvas's ImageDecoder, which decodes PNG by itself
        // (Debian: libturbojpeg0-dev, libwebp-dev, libgif-dev).
        .systemLibrary(name: "CJPEG", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CWebP", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
        .target(name: "ScrollworkImageDecoders", dependencies: ["ScrollworkCanvas", "CJPEG", "CWebP", "CGIF"]),

        // Installed fonts found by family, style and weight through fontconfig: the canvas's
        // FontMatcher for Lottie text without glyph outlines (Debian: libfontconfig-dev).
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .target(name: "ScrollworkSystemFonts", dependencies: ["Scrollwork", "ScrollworkCanvas", "CFontconfig"]),

        // The reference tools' image metric (PSNR, the > 8 / > 32 shares, the bar) and the
        // exact comparison of self-goldens: one scorer for the CLI and every test suite.
        .target(name: "ScrollworkImageDiff", dependencies: ["ScrollworkCanvas"]),

        // Export: animated GIF (giflib, libgd's quantiser), animated WebP (libwebp's
        // WebPAnimEncoder), APNG (libpng-compressed frames in chunks framed by libpng's chunk
        // writer) and video (the ffmpeg program), streamed frame by frame (Debian: libgif-dev,
        // libwebp-dev, libgd-dev, libpng-dev; ffmpeg at run time).
        .target(name: "CScrollworkExport", linkerSettings: [
            .linkedLibrary("gif"), .linkedLibrary("webpmux"), .linkedLibrary("webpdemux"), .linkedLibrary("webp"),
            .linkedLibrary("gd"), .linkedLibrary("png16"),
        ]),
        .target(name: "ScrollworkExport", dependencies: ["Scrollwork", "ScrollworkCanvas", "CScrollworkExport"]),

        // The node tree, JazzHands animation kinds, paging helpers and the scene renderer.
        .target(name: "ScrollworkScene", dependencies: ["Scrollwork", "ScrollworkCanvas"]),

        // zlib (Debian: zlib1g-dev): gzip-compressed Lottie, Telegram's .tgs stickers. Not named
        // CZlib, the module name ZIPFoundation gives its own view of zlib.
        .systemLibrary(name: "CGzip", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),

        // Lottie: bytes, files and .lottie archives → a validated model → render trees.
        // A file is content of a scene node (LottieContent), so Lottie sits on top of the scene.
        // Expressions run only when the app hands the renderer an engine (ScrollworkExpressions).
        .target(name: "ScrollworkLottie", dependencies: [
            "Scrollwork",
            "ScrollworkCanvas",
            "ScrollworkScene",
            "CGzip",
            .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ]),

        // Duktape, the ECMAScript 5.1 engine of Lottie expressions (Debian: duktape-dev), compiled
        // from the system's single-file sources with an execution-timeout hook and a bounded heap;
        // and the expression evaluator on it, the LottieExpressionEngine an app hands a renderer.
        .target(name: "CDuktape"),
        .target(name: "ScrollworkExpressions", dependencies: ["Scrollwork", "ScrollworkCanvas", "ScrollworkLottie", "CDuktape"]),

        // Batches: many Lottie files converted on all cores (one file per core, its frames
        // streamed to the exporter), as an async sequence of results; Telegram's video
        // stickers. The one module that sees both the reader and the exporter; expressions run
        // (and stickers are baked) through the engine and baker the app hands it.
        .target(name: "ScrollworkBatch", dependencies: ["Scrollwork", "ScrollworkCanvas", "ScrollworkLottie", "ScrollworkExport"]),

        // The window host (Debian: libsdl2-dev). Only the host and the demos see SDL. No
        // pkgConfig: sdl2.pc adds -D_REENTRANT, which SwiftPM rejects with a warning; the
        // headers sit in /usr/include/SDL2 and the shim includes <SDL2/SDL.h> directly.
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        // It records through the canvas's FrameSink (ScrollworkExport's AnimationWriter is one).
        .target(name: "ScrollworkSDL", dependencies: ["ScrollworkCanvas", "CSDL2"]),

        // Animation packages: catalogue sync, downloads, a SQLite index (GRDB), playback queues.
        .target(name: "ScrollworkPackages", dependencies: [
            "Scrollwork",
            "ScrollworkLottie",
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            .product(name: "Crypto", package: "swift-crypto"),
        ]),

        // Demos.
        .executableTarget(name: "IntroDemo", dependencies: ["ScrollworkScene", "ScrollworkLottie", "ScrollworkSDL",
                                                           "ScrollworkExport"],
                          path: "Demos/IntroDemo", resources: [.copy("Resources/orbit.json"), .copy("Resources/toggle.lottie")]),
        .executableTarget(name: "LottieScrubber", dependencies: ["ScrollworkLottie", "ScrollworkExpressions", "ScrollworkImageDecoders",
                                                                "ScrollworkSystemFonts", "ScrollworkSDL", "ScrollworkExport"],
                          path: "Demos/LottieScrubber"),
        // Prints a scrubbed JazzHands-style animation's values: the core without any drawing.
        .executableTarget(name: "ScrubValues", dependencies: ["Scrollwork"], path: "Demos/ScrubValues"),

        // The command line: render, bench, info (the Lottie importer's public contract).
        .executableTarget(name: "scrollwork", dependencies: [
            "ScrollworkLottie", "ScrollworkCanvas", "ScrollworkImageDiff", "ScrollworkExport", "ScrollworkExpressions",
            "ScrollworkImageDecoders", "ScrollworkSystemFonts", "ScrollworkBatch",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // An HTTP/1.1 server with scripted replies and faults (a body cut short, a stall, a slow
        // reply, status codes) for the tests that download: Lottie loading and packages.
        .target(name: "HTTPTestSupport", dependencies: [
            .product(name: "FlyingFox", package: "FlyingFox"),
        ], path: "Tests/HTTPTestSupport"),

        // The tests' time budgets and wall-clock bounds, divided by SCROLLWORK_TIME_SCALE to find
        // the tests that depend on the speed of the machine (`SCROLLWORK_TIME_SCALE=4 swift test`).
        .target(name: "TestTimeSupport", path: "Tests/TestTimeSupport"),

        .testTarget(name: "ScrollworkTests", dependencies: [
            "Scrollwork",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // The image decoders' tests make their JPEG, WebP and GIF files with the libraries' encoders.
        .testTarget(name: "ScrollworkCanvasTests", dependencies: ["ScrollworkCanvas", "ScrollworkImageDiff", "ScrollworkImageDecoders",
                                                                  "ScrollworkSystemFonts", "CJPEG", "CWebP", "CGIF", "TestTimeSupport",
                                                                  .product(name: "PropertyBased", package: "swift-property-based")],
                    exclude: ["Goldens", "Scenes", "SelfGoldens"]),
        .testTarget(name: "ScrollworkSceneTests", dependencies: [
            "ScrollworkScene", "ScrollworkImageDiff", .product(name: "PropertyBased", package: "swift-property-based"),
        ],
                    exclude: ["SelfGoldens"]),
        .testTarget(name: "ScrollworkLottieTests", dependencies: [
            "ScrollworkLottie",
            "ScrollworkExpressions",
            "ScrollworkImageDecoders",
            "ScrollworkSystemFonts",
            "ScrollworkCanvas",
            "CJPEG",
            "HTTPTestSupport",
            "ScrollworkImageDiff",
            "TestTimeSupport",
            .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ], exclude: ["Telegram/Stickers"]),
        // Exported files decoded by independent decoders (giflib, libwebp's demuxer, ffmpeg)
        // and compared with the frames rendered directly; bad input; cancellation; progress.
        .target(name: "ExportTestSupport", dependencies: ["CScrollworkExport", "ScrollworkCanvas"],
                path: "Tests/ExportTestSupport"),
        .testTarget(name: "ScrollworkExportTests", dependencies: [
            "ScrollworkExport", "ScrollworkCanvas", "ScrollworkImageDiff", "ExportTestSupport", "ScrollworkLottie", "ScrollworkScene",
        ]),
        .testTarget(name: "ScrollworkBatchTests", dependencies: [
            "ScrollworkBatch", "Scrollwork", "ScrollworkLottie", "ScrollworkExpressions", "ScrollworkExport", "ScrollworkCanvas",
            "ExportTestSupport",
        ]),
        .testTarget(name: "ScrollworkSDLTests", dependencies: ["ScrollworkSDL"]),
        // Runs the demo executables headless with a scripted wheel and checks their screenshots;
        // and the checks that cross modules: one engine (scene + Lottie + player + CLI + demos).
        .testTarget(name: "DemoTests", dependencies: ["IntroDemo", "LottieScrubber", "scrollwork", "ScrollworkCanvas",
                                                      "ScrollworkScene", "ScrollworkLottie", "ScrollworkImageDiff",
                                                      "ExportTestSupport"]),
        // Runs the built `scrollwork` binary: exit codes, PNG sizes and pixels, JSON keys, bad input.
        .testTarget(name: "ScrollworkCLITests", dependencies: ["scrollwork", "ScrollworkCanvas", "ScrollworkImageDiff",
                                                              "ExportTestSupport"]),
        // The image metric against the reference tools' figures on real PNG pairs.
        .testTarget(name: "ScrollworkImageDiffTests", dependencies: ["ScrollworkImageDiff", "ScrollworkCanvas"],
                    exclude: ["Fixtures"]),
        // The allocation gate (scripts/test.sh runs it in release): an executable of its own,
        // because it replaces malloc (CAllocationCounter) to count each path's allocations.
        .target(name: "CAllocationCounter", path: "Tests/AllocationGate/CAllocationCounter"),
        .executableTarget(name: "AllocationGate", dependencies: [
            "CAllocationCounter", "Scrollwork", "ScrollworkCanvas", "ScrollworkScene", "ScrollworkLottie",
            "ScrollworkExpressions", "ScrollworkSystemFonts", "ScrollworkImageDecoders",
        ], path: "Tests/AllocationGate/Gate"),
        .testTarget(name: "ScrollworkPackagesTests", dependencies: [
            "ScrollworkPackages",
            "HTTPTestSupport",
            "TestTimeSupport",
            .product(name: "ZIPFoundation", package: "ZIPFoundation"),
        ]),
    ]
)
