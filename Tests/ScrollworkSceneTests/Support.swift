import Scrollwork
import ScrollworkCanvas
import ScrollworkScene
import ScrollworkImageDiff
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Rendering helpers shared by the scene tests.
enum Support {
    /// The package root, found from this file's path.
    static let packageRoot: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Support.swift, ScrollworkSceneTests, Tests
        return parts.joined(separator: "/")
    }()

    static let selfGoldens = packageRoot + "/Tests/ScrollworkSceneTests/SelfGoldens"

    /// Where tests write their renders for inspection (git-ignored `.build` folder).
    static let outputDirectory: String = {
        let dir = packageRoot + "/.build/scene-test-output"
        _ = dir.withCString { mkdir($0, 0o755) }
        return dir
    }()

    /// Checks a render against its self-golden `SelfGoldens/<name>.png` (within 1 level in
    /// every channel, as stored), writing the render beside the other outputs when it differs.
    /// Re-record on purpose only: `SCROLLWORK_RECORD_SELF_GOLDENS=1 swift test --filter SelfGolden`.
    static func expectSelfGolden(_ render: Pixmap, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let golden = SelfGolden(path: selfGoldens + "/\(name).png")
        let outcome = golden.check(render)
        let renderPath = outputDirectory + "/self-golden-\(name).png"
        if let failure = golden.failure(outcome, renderWrittenTo: renderPath) {
            try? render.writePNG(to: renderPath)
            Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
        } else if case .recorded = outcome {
            print("self-golden: recorded \(golden.path)")
        }
    }

    /// Whether the build is optimized.
    static var isRelease: Bool {
        #if DEBUG
        return false
        #else
        return true
        #endif
    }

    /// Whether the DejaVu font the text tests use is installed (Debian `fonts-dejavu-core`).
    static let hasFont: Bool = access(Font.defaultPath, R_OK) == 0

    /// Renders `root` at `width`×`height` over transparency.
    static func render(_ root: Node, width: Int = 100, height: Int = 100) throws -> Pixmap {
        try SceneRenderer().render(root, width: width, height: height)
    }

    /// A pixel as premultiplied (r, g, b, a), 0…255; transparent outside the pixmap.
    static func pixel(_ pixmap: Pixmap, _ x: Int, _ y: Int) -> Pixel {
        let p = pixmap.pixel(x: x, y: y) ?? .transparent
        return Pixel(r: Int(p.r), g: Int(p.g), b: Int(p.b), a: Int(p.a))
    }

    /// A root of `size` holding `node`.
    static func scene(_ nodes: Node..., size: Size = Size(width: 100, height: 100)) -> Node {
        let root = Node(.group, name: "root", size: size, anchorPoint: .zero)
        for n in nodes { root.addChild(n) }
        return root
    }

    /// A `shape` node of `color` occupying `frame`.
    static func box(_ frame: Rect, _ color: Color = .red, shape: NodeShape = .rectangle) -> Node {
        let n = Node(shape, frame: frame)
        n.fillColor = color
        return n
    }
}

/// A premultiplied pixel in 0…255 integers.
struct Pixel: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int
    /// Opaque (or nearly) and mostly red.
    var isRed: Bool { a > 240 && r > 240 && g < 16 && b < 16 }
    /// Opaque and mostly blue.
    var isBlue: Bool { a > 240 && b > 240 && r < 16 && g < 16 }
    /// Opaque and mostly green.
    var isGreen: Bool { a > 240 && g > 240 && r < 16 && b < 16 }
    /// Fully transparent.
    var isClear: Bool { a == 0 }
    var description: String { "(\(r), \(g), \(b), \(a))" }
}
