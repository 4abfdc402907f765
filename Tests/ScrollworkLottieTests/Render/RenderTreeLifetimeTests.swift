import Foundation
import Testing
import Scrollwork
import ScrollworkCanvas
@testable import ScrollworkLottie

/// How long a render tree lives, and how it holds its objects.
///
/// LeakSanitizer, run when a program exits, finds the objects still in use by scanning memory
/// for their addresses. Swift may keep an enum's case in the spare bits of a payload's pointer;
/// an object held only through such a tagged pointer is found by no scan, and is reported as a
/// leak although it is alive (the demos' render trees at exit were). So the tree holds its
/// objects at plain addresses, and it is freed when nothing uses it any more.
@Suite("Render tree lifetime")
struct RenderTreeLifetimeTests {
    /// A shape layer with a moving position, a text layer, a solid, and a precomp (with a time
    /// remap) of a composition holding another shape layer.
    static let file: String = {
        let fill = #"{"ty": "fl", "c": {"a": 0, "k": [1, 0, 0]}, "o": {"a": 0, "k": 100}}"#
        let ball = #"{"ty": 4, "nm": "Ball", "ind": 1, "ip": 0, "op": 60, "st": 0, "#
            + #""ks": {"p": {"a": 1, "k": [{"t": 0, "s": [10, 10]}, {"t": 60, "s": [90, 90]}]}}, "#
            + #""shapes": [{"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [20, 20]}}, \#(fill)]}"#
        let square = #"{"ty": 4, "ind": 1, "ip": 0, "op": 60, "st": 0, "ks": {}, "#
            + #""shapes": [{"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [10, 10]}, "r": {"a": 0, "k": 0}}, \#(fill)]}"#
        let text = #"{"ty": 5, "ind": 2, "ip": 0, "op": 60, "st": 0, "ks": {}, "#
            + #""t": {"d": {"k": [{"s": {"f": "T", "fc": [1, 0, 0], "t": "AB", "s": 20}, "t": 0}]}, "a": [], "p": {}, "#
            + #""m": {"g": 1, "a": {"a": 0, "k": [0, 0]}}}}"#
        let solid = ##"{"ty": 1, "ind": 3, "ip": 0, "op": 60, "st": 0, "sc": "#00ff00", "sw": 10, "sh": 10, "ks": {}}"##
        let precomp = #"{"ty": 0, "ind": 4, "refId": "inner", "w": 100, "h": 100, "ip": 0, "op": 60, "st": 0, "ks": {}, "#
            + #""tm": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 60, "s": [1]}]}}"#
        let assets = #""assets": [{"id": "inner", "layers": [\#(square)]}]"#
        return Fixture.animation(layers: "[\(ball), \(text), \(solid), \(precomp)]",
                                 extra: TextFixture.fonts + ", " + TextFixture.chars + ", " + assets)
    }()

    /// A weak reference to one object of a render tree.
    struct Held {
        weak var object: AnyObject?
        let what: String
    }

    /// The objects of `renderer`'s tree: every layer, its transform, its shape program or its
    /// text's state.
    static func objects(of renderer: LottieRenderer) -> [Held] {
        var held: [Held] = []
        for (c, composition) in renderer.compositions.enumerated() {
            for (i, layer) in composition.layers.enumerated() {
                held.append(Held(object: layer, what: "layer \(i) of composition \(c)"))
                held.append(Held(object: layer.transform, what: "transform of layer \(i) of composition \(c)"))
                switch layer.content {
                case .shapes(let program): held.append(Held(object: program, what: "program of layer \(i) of composition \(c)"))
                case .text(let program): held.append(Held(object: program.state, what: "text state of layer \(i) of composition \(c)"))
                default: break
                }
            }
        }
        return held
    }

    /// The machine words of a value's inline storage.
    static func words<T>(of value: T) -> [UInt] {
        withUnsafeBytes(of: value) { raw in
            let size = MemoryLayout<UInt>.size
            return stride(from: 0, through: raw.count - size, by: size).map { raw.loadUnaligned(fromByteOffset: $0, as: UInt.self) }
        }
    }

    /// The bits of an object pointer that Swift may use for an enum's case (the runtime's own
    /// mask, exported for debugging tools); nil when the runtime does not export it.
    static let pointerSpareBits: UInt? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "_swift_debug_multiPayloadEnumPointerSpareBitsMask")
        .map { UInt($0.load(as: UInt64.self)) }

    @Test("a rebuild frees the tree it replaces, and the renderer's release frees its tree")
    func treesAreFreed() throws {
        var renderer: LottieRenderer? = LottieRenderer(try Fixture.read(Self.file))
        let canvas = try Canvas(width: 50, height: 50)
        renderer?.render(frame: 10, into: canvas, scale: 0.5)
        let first = Self.objects(of: try #require(renderer))
        #expect(first.count == 13, "5 layers with a transform, 2 with a shape program, 1 with a text")
        // Binding a layer's handles rebuilds the tree; the handle outlives the renderer.
        let ball = try #require(renderer).layer(named: "Ball")
        renderer?.render(frame: 20, into: canvas, scale: 0.5)
        let second = Self.objects(of: try #require(renderer))
        #expect(second.count == first.count)
        for held in first { #expect(held.object == nil, "\(held.what) outlives the rebuild that replaced it") }
        renderer = nil
        for held in second { #expect(held.object == nil, "\(held.what) outlives its renderer") }
        withExtendedLifetime(ball) {}
    }

    @Test("a layer's content holds its program, or the box of a precomp's or a text's, at a plain address")
    func contentAtPlainAddresses() throws {
        let spareBits = try #require(Self.pointerSpareBits)
        #expect(spareBits != 0)
        let renderer = LottieRenderer(try Fixture.read(Self.file))
        var checked: [String] = []
        for (c, composition) in renderer.compositions.enumerated() {
            for (i, layer) in composition.layers.enumerated() {
                let kind: String
                switch layer.content {
                case .shapes: kind = "shapes"
                case .text: kind = "text"
                case .precomp: kind = "precomp"
                default: continue
                }
                // The payload's pointer (the program, or the box of a boxed case) comes first.
                let first = try #require(Self.words(of: layer.content).first)
                #expect(first != 0 && first & spareBits == 0,
                        "layer \(i) of composition \(c) (\(kind)): 0x\(String(first, radix: 16)) carries the case in its spare bits")
                if case .shapes(let program) = layer.content {
                    #expect(first == UInt(bitPattern: Unmanaged.passUnretained(program).toOpaque()))
                }
                checked.append(kind)
            }
        }
        #expect(checked.sorted() == ["precomp", "shapes", "shapes", "text"])
    }
}
