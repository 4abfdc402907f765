import Foundation
import ScrollworkCanvas
import Testing
@testable import ScrollworkLottie
import Scrollwork

/// Type-confusion fuzzing (LOTTIE_FORMAT.md §16): real corpus files with random members
/// replaced by values of the wrong JSON type or absurd numbers must decode or fail with a
/// typed error naming a place in the mutated file — never trap; what decodes must also import
/// and render a frame without trapping.
@Suite(.enabled(if: SharedData.isAvailable, SharedData.missingReason))
struct TypeConfusionTests {
    static let files = [
        "lottie-docs/docs/static/examples/matte.json", "lottie-docs/docs/static/examples/repeater.json",
        "lottie-docs/docs/static/examples/gradient.json", "lottie-docs/docs/static/examples/mask.json",
        "lottie-docs/docs/static/examples/remapping.json", "lottie-docs/docs/static/examples/star.json",
        "lottie-docs/docs/static/examples/text.json", "lottie-docs/docs/static/examples/slots.json",
        "lottie-web/test/animations/dalek.json", "lottie-spec/tests/animations/valid/embedded-image.json",
    ]

    /// Replacement values: wrong types, empty containers, extreme numbers.
    static let poison: [JSONValue] = [
        .null, .bool(true), .number(-1), .number(0), .number(1e308), .number(-1e308), .number(.infinity),
        .number(0.5), .string("x"), .array([]), .object([]), .array([.number(1)]),
        .array([.object([JSONMember(key: "t", value: .number(0))])]),
        .array([.object([JSONMember(key: "t", value: .string("0")), JSONMember(key: "s", value: .null)])]),
    ]

    /// Counts the nodes of a tree.
    static func count(_ v: JSONValue) -> Int {
        switch v {
        case .array(let a): return a.reduce(1) { $0 + count($1) }
        case .object(let m): return m.reduce(1) { $0 + count($1.value) }
        default: return 1
        }
    }

    /// Replaces node number `target` (pre-order) with `replacement`.
    static func replace(_ v: JSONValue, _ target: inout Int, with replacement: JSONValue) -> JSONValue {
        if target == 0 {
            target -= 1
            return replacement
        }
        target -= 1
        switch v {
        case .array(let items):
            return .array(items.map { target < 0 ? $0 : replace($0, &target, with: replacement) })
        case .object(let members):
            return .object(members.map { target < 0 ? $0 : JSONMember(key: $0.key, value: replace($0.value, &target, with: replacement)) })
        default:
            return v
        }
    }

    /// Whether a decoding error's JSON path (`$.layers[2].ks`) names a place in `tree`: every
    /// component resolves, except that the last may be a member the object lacks (a missing field).
    static func names(_ path: String, in tree: JSONValue) -> Bool {
        guard path.hasPrefix("$") else { return false }
        var components: [Substring] = []
        var rest = path.dropFirst()
        while let first = rest.first {
            let end = rest.dropFirst().firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
            components.append(first == "." ? rest[rest.index(after: rest.startIndex)..<end] : rest[rest.startIndex..<end])
            rest = rest[end...]
        }
        var node = tree
        for (k, c) in components.enumerated() {
            if c.hasPrefix("[") {
                guard c.hasSuffix("]"), let i = Int(c.dropFirst().dropLast()), case .array(let items) = node,
                      items.indices.contains(i) else { return false }
                node = items[i]
            } else {
                guard case .object(let members) = node else { return false }
                guard let member = members.first(where: { $0.key == c }) else { return k == components.count - 1 }
                node = member.value
            }
        }
        return true
    }

    @Test("error paths are checked: a place in the file, a missing member, or not a place")
    func pathsAreResolved() throws {
        let tree = try JSONParser.parse(Array(#"{"layers":[{"ks":{"r":1}},{"ty":4}],"fr":30}"#.utf8), maxDepth: 8)
        #expect(Self.names("$", in: tree))
        #expect(Self.names("$.layers[1].ty", in: tree))
        #expect(Self.names("$.layers[0].ks.r", in: tree))
        #expect(Self.names("$.layers[1].ks", in: tree), "a missing member of an existing object")
        #expect(!Self.names("$.layers[2]", in: tree))
        #expect(!Self.names("$.layers[1].ks.r", in: tree))
        #expect(!Self.names("$.fr.x", in: tree))
        #expect(!Self.names("asset 3", in: tree))
    }

    @Test("random members of the wrong type never trap", arguments: files)
    func mutate(file: String) throws {
        let bytes = try LottieReader.readFile(SharedData.corpusPath(file), maxSize: 1 << 26)
        let tree = try JSONParser.parse(bytes, maxDepth: 128)
        let nodes = Self.count(tree)
        var rng = SplitMix(seed: file.utf8.reduce(UInt64(7)) { $0 &* 31 &+ UInt64($1) })
        var outcomes = (loaded: 0, failed: 0)
        // LOTTIE_FUZZ_ITERATIONS raises the count for a longer hunt (default 150).
        let iterations = ProcessInfo.processInfo.environment["LOTTIE_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 150
        for _ in 0..<iterations {
            var mutated = tree
            for _ in 0..<(1 + Int(rng.next() % 3)) {
                var target = 1 + Int(rng.next() % UInt64(max(1, nodes - 1)))
                mutated = Self.replace(mutated, &target, with: Self.poison[Int(rng.next() % UInt64(Self.poison.count))])
            }
            do {
                let a = try DecodingContext(limits: .default).animation(mutated)
                #expect(a.frameRate > 0 && a.outPoint > a.inPoint)
                outcomes.loaded += 1
                let canvas = try Canvas(width: 24, height: 24)
                LottieRenderer(a, options: .scripted).render(frame: a.frameRange.clampedFrame(atProgress: 0.5), into: canvas,
                                         size: Size(width: 24, height: 24), contentMode: .scaleAspectFit)
            } catch let error as LottieError {
                #expect(Self.names(error.path, in: mutated), "the error names no place in the mutated file: \(error)")
                outcomes.failed += 1
            }
        }
        print("type confusion: \(file): \(outcomes.loaded) of \(iterations) mutants decode, \(outcomes.failed) fail")
        // Most mutants still decode (decoding is lenient: a bad member falls back and is
        // diagnosed); some must not.
        #expect(outcomes.loaded > iterations / 2, "\(outcomes.loaded) of \(iterations) mutants decode")
    }
}
