import Scrollwork
import ScrollworkCanvas
import Testing
@testable import ScrollworkLottie

/// Sequential trim worked by hand on three lines — A (0,0)→(10,0), B (0,10)→(20,10),
/// C (0,20)→(30,20): one length of 60 in file order A, B, C (lottie-web's order).
struct SequentialTrimTests {
    static func line(_ y: Double, _ length: Double) -> String {
        #"{"ty": "sh", "ks": {"k": {"c": false, "v": [[0, \#(y)], [\#(length), \#(y)]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}}}"#
    }

    /// The outline of each line (by its y) after the modifiers, as (start, end) of its pieces.
    static func pieces(_ shapes: String) throws -> [Double: [(Point, Point)]] {
        let a = try Fixture.read(Fixture.animation(layers: "[" + Fixture.shapeLayer(shapes) + "]"))
        guard case .shapes(let items)? = a.layers.first?.content else { return [:] }
        let program = ShapeProgram(items: items, overrides: .none)
        let scratch = ShapeScratch()
        program.draw(at: 0, canvas: try Canvas(width: 4, height: 4), scratch: scratch)
        var result: [Double: [(Point, Point)]] = [:]
        for i in program.shapes.indices {
            var set = ContourSet()
            set.set(scratch.paths[i])
            for k in 0..<set.count {
                guard let first = set.contours[k].vertices.first, let last = set.contours[k].vertices.last else { continue }
                result[first.y, default: []].append((first, last))
            }
        }
        return result
    }

    static func items(trim: String, after: String = "") -> String {
        "[" + [line(0, 10), line(10, 20), line(20, 30), trim, after,
               #"{"ty": "st", "c": {"k": [0, 0, 0]}, "o": {"k": 100}, "w": {"k": 1}}"#].filter { !$0.isEmpty }.joined(separator: ",") + "]"
    }

    @Test("10 % … 60 % of 60 is 6 … 36: A keeps 6 … 10, B all, C 0 … 6")
    func threeShapes() throws {
        let p = try Self.pieces(Self.items(trim: #"{"ty": "tm", "s": {"k": 10}, "e": {"k": 60}, "o": {"k": 0}, "m": 2}"#))
        expectPiece(p[0], from: (6, 0), to: (10, 0))
        expectPiece(p[10], from: (0, 10), to: (20, 10))
        expectPiece(p[20], from: (0, 20), to: (6, 20))
    }

    @Test("offset 270° (¾ turn) wraps 0 … 50 % to 45 … 60 and 0 … 15: A all, B 0 … 5, C 15 … 30")
    func wrapping() throws {
        let p = try Self.pieces(Self.items(trim: #"{"ty": "tm", "s": {"k": 0}, "e": {"k": 50}, "o": {"k": 270}, "m": 2}"#))
        expectPiece(p[0], from: (0, 0), to: (10, 0))
        expectPiece(p[10], from: (0, 10), to: (5, 10))
        expectPiece(p[20], from: (15, 20), to: (30, 20))
    }

    @Test("the same trim in parallel (m 1) cuts each line to its own 10 % … 60 %")
    func parallel() throws {
        let p = try Self.pieces(Self.items(trim: #"{"ty": "tm", "s": {"k": 10}, "e": {"k": 60}, "o": {"k": 0}, "m": 1}"#))
        expectPiece(p[0], from: (1, 0), to: (6, 0))
        expectPiece(p[10], from: (2, 10), to: (12, 10))
        expectPiece(p[20], from: (3, 20), to: (18, 20))
    }

    @Test("rounded corners after a trim round the trimmed piece's inner corners, not its ends")
    func roundedAfterTrim() throws {
        let square = #"{"ty": "sh", "ks": {"k": {"c": true, "v": [[0, 0], [10, 0], [10, 10], [0, 10]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}}}"#
        let shapes = "[" + square + #", {"ty": "tm", "s": {"k": 0}, "e": {"k": 45}, "o": {"k": 0}, "m": 1}, {"ty": "rd", "r": {"k": 2}}, {"ty": "st", "c": {"k": [0, 0, 0]}, "o": {"k": 100}, "w": {"k": 1}}]"#
        let a = try Fixture.read(Fixture.animation(layers: "[" + Fixture.shapeLayer(shapes) + "]"))
        guard case .shapes(let items)? = a.layers.first?.content else { Issue.record("no shapes"); return }
        let program = ShapeProgram(items: items, overrides: .none)
        let scratch = ShapeScratch()
        program.draw(at: 0, canvas: try Canvas(width: 4, height: 4), scratch: scratch)
        var set = ContourSet()
        set.set(scratch.paths[0])
        #expect(set.count == 1)
        // 45 % of the perimeter: (0,0) → (10,0) → (10,8); the corner at (10,0) rounded by 2.
        expectPoints(set.contours[0].vertices, [(0, 0), (8, 0), (10, 2), (10, 8)])
        #expect(!set.contours[0].isClosed)
    }
}

/// Expects one piece from `from` to `to` (within 0.01).
func expectPiece(_ pieces: [(Point, Point)]?, from: (Double, Double), to: (Double, Double),
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard let pieces else {
        Issue.record("no piece", sourceLocation: sourceLocation)
        return
    }
    #expect(pieces.count == 1, "\(pieces)", sourceLocation: sourceLocation)
    guard let (a, b) = pieces.first else { return }
    #expect(abs(a.x - from.0) < 0.01 && abs(a.y - from.1) < 0.01 && abs(b.x - to.0) < 0.01 && abs(b.y - to.1) < 0.01,
            "\(a) → \(b)", sourceLocation: sourceLocation)
}
