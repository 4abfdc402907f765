import Foundation
import Scrollwork
import Testing
@testable import ScrollworkExpressions
@testable import ScrollworkLottie

/// The environment scripts see: layers, compositions, transforms, effects, contents, paths.
@Suite("Expression environment")
struct ExpressionEnvironmentTests {
    typealias F = ExpressionFixture

    /// Parent (ind 1) at (100, 50), rotated 90°, scaled 200 %; child (ind 2, "Child") at (10, 0).
    static let chain = [
        #"{"ty": 3, "ind": 1, "nm": "Parent", "ip": 0, "op": 60, "ks": {"p": {"a": 0, "k": [100, 50]}, "r": {"a": 0, "k": 90}, "s": {"a": 0, "k": [200, 200]}}}"#,
        #"{"ty": 3, "ind": 2, "nm": "Child", "parent": 1, "ip": 0, "op": 60, "ks": {"p": {"a": 0, "k": [10, 0]}}}"#,
    ]

    func position(_ source: String, extra: [String] = Self.chain, frame: Double = 0) throws -> [Double]? {
        let layer = #"{"ty": 3, "ind": 9, "nm": "Probe", "ip": 0, "op": 60, "ks": {"p": {"a": 0, "k": [0, 0], "x": \#(F.quoted(source))}}}"#
        let r = try F.renderer([layer] + extra)
        let v = F.value(r, path: "$.layers[0].ks.p.x", frame: frame)?.components
        if v == nil { Issue.record("\(source): \(r.expressionDiagnostics)") }
        return v
    }

    func close(_ a: [Double]?, _ b: [Double], _ tolerance: Double = 1e-6) -> Bool {
        guard let a, a.count >= b.count else { return false }
        return zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("toComp and fromComp go through the parent chain (worked by hand: (10,0)·2 → R90 → +(100,50))")
    func toComp() throws {
        #expect(close(try position("$bm_rt = thisComp.layer('Child').toComp([0, 0]);"), [100, 70]))
        #expect(close(try position("$bm_rt = thisComp.layer(2).toComp([5, 0]);"), [100, 80]))
        #expect(close(try position("$bm_rt = thisComp.layer('Child').fromComp([100, 70]);"), [0, 0]))
        #expect(close(try position("$bm_rt = thisComp.layer('Child').toCompVec([1, 0]);"), [0, 2]))
        #expect(close(try position("$bm_rt = thisComp.layer('Child').parent.transform.position;"), [100, 50]))
    }

    @Test("a layer's matrix is the one at the frame asked for, however often and in what order frames are asked")
    func matricesByFrame() throws {
        // The parent turns from 0° to 90° over frames 0…30: the child's origin goes from
        // (10, 0)·2 + (100, 50) = (120, 50) to R90 of (20, 0) + (100, 50) = (100, 70).
        let parent = #"{"ty": 3, "ind": 1, "nm": "Parent", "ip": 0, "op": 60, "ks": {"p": {"a": 0, "k": [100, 50]}, "#
            + #""r": {"a": 1, "k": [{"t": 0, "s": [0], "i": {"x": [1], "y": [1]}, "o": {"x": [0], "y": [0]}}, {"t": 30, "s": [90]}]}, "#
            + #""s": {"a": 0, "k": [200, 200]}}}"#
        let probe = #"{"ty": 3, "ind": 9, "nm": "Probe", "ip": 0, "op": 60, "ks": {"p": {"a": 0, "k": [0, 0], "x": "#
            + F.quoted("var a = thisComp.layer('Child').toComp([0, 0]), b = thisComp.layer('Child').toComp([0, 0]); $bm_rt = [a[0], b[1]];")
            + "}}}"
        let r = try F.renderer([probe, parent, Self.chain[1]])
        for (frame, expected) in [(0.0, [120.0, 50.0]), (30, [100, 70]), (0, [120, 50]), (15, [100 + 20 * cos(Double.pi / 4), 50 + 20 * sin(Double.pi / 4)])] {
            #expect(close(F.value(r, path: "$.layers[0].ks.p.x", frame: frame)?.components, expected), "frame \(frame)")
        }
    }

    @Test("a matrix worked out while a script of its chain was under way is not the one later scripts get")
    func matrixDuringCycle() throws {
        // A's script reads its own matrix: its position there is its own value (10, 0), so its
        // result is (15, 0). B reads A's matrix after, and gets A's result, in either order.
        let a = #"{"ty": 3, "ind": 1, "nm": "A", "ip": 0, "op": 60, "ks": {"p": {"a": 0, "k": [10, 0], "x": "#
            + F.quoted("var p = thisLayer.toComp([0, 0]); $bm_rt = [p[0] + 5, p[1]];") + "}}}"
        let b = #"{"ty": 3, "ind": 2, "nm": "B", "ip": 0, "op": 60, "ks": {"p": {"a": 0, "k": [0, 0], "x": "#
            + F.quoted("$bm_rt = thisComp.layer('A').toComp([0, 0]);") + "}}}"
        for aFirst in [true, false] {
            let r = try F.renderer([a, b])
            let paths = aFirst ? ["$.layers[0].ks.p.x", "$.layers[1].ks.p.x"] : ["$.layers[1].ks.p.x", "$.layers[0].ks.p.x"]
            for path in paths { _ = F.value(r, path: path, frame: 0) }
            #expect(close(F.value(r, path: "$.layers[0].ks.p.x", frame: 0)?.components, [15, 0]), "A first: \(aFirst)")
            #expect(close(F.value(r, path: "$.layers[1].ks.p.x", frame: 0)?.components, [15, 0]), "A first: \(aFirst)")
        }
    }

    @Test("layers by name and index, their fields, the composition, the layer's own transform")
    func layers() throws {
        #expect(close(try position("$bm_rt = [thisComp.numLayers, thisComp.width];"), [3, 100]))
        #expect(close(try position("$bm_rt = [thisLayer.index, thisComp.layer('Parent').index];"), [9, 1]))
        #expect(close(try position("$bm_rt = [thisComp.layer(1).rotation, thisComp.layer('Parent').scale[0]];"), [90, 200]))
        #expect(close(try position("$bm_rt = [inPoint, outPoint];"), [0, 2]))
        #expect(close(try position("$bm_rt = [thisComp.frameDuration * 30, hasParent ? 1 : 0];"), [1, 0]))
        #expect(close(try position("$bm_rt = [thisComp.layer('Child').hasParent ? 1 : 0, thisLayer.name.length];"), [1, 5]))
        #expect(close(try position("$bm_rt = [time * 30, 0];", frame: 12), [12, 0]))
        #expect(close(try position("$bm_rt = thisComp.layer('Parent')('ADBE Transform Group')('ADBE Position');"), [100, 50]))
        #expect(close(try position("$bm_rt = [thisComp.layer('Parent').transform.position.propertyGroup(1).name.length, 0];"), [9, 0]))
    }

    static let controls = #"""
    {"ty": 3, "ind": 1, "nm": "Controls", "ip": 0, "op": 60, "ks": {}, "ef": [
      {"ty": 5, "nm": "Amount", "mn": "ADBE Slider Control", "ef": [{"ty": 0, "nm": "Slider", "mn": "ADBE Slider Control-0001", "ix": 1, "v": {"a": 0, "k": 42}}]},
      {"ty": 5, "nm": "Turn", "mn": "ADBE Angle Control", "ef": [{"ty": 1, "nm": "Angle", "mn": "ADBE Angle Control-0001", "ix": 1, "v": {"a": 0, "k": 30}}]},
      {"ty": 5, "nm": "Where", "mn": "ADBE Point Control", "ef": [{"ty": 3, "nm": "Point", "mn": "ADBE Point Control-0001", "ix": 1, "v": {"a": 0, "k": [7, 8]}}]},
      {"ty": 5, "nm": "On", "mn": "ADBE Checkbox Control", "ef": [{"ty": 4, "nm": "Checkbox", "mn": "ADBE Checkbox Control-0001", "ix": 1, "v": {"a": 0, "k": 1}}]},
      {"ty": 5, "nm": "Tint", "mn": "ADBE Color Control", "ef": [{"ty": 2, "nm": "Color", "mn": "ADBE Color Control-0001", "ix": 1, "v": {"a": 0, "k": [0.25, 0.5, 0.75, 1]}}]},
      {"ty": 5, "nm": "Target", "mn": "ADBE Layer Control", "ef": [{"ty": 10, "nm": "Layer", "mn": "ADBE Layer Control-0001", "ix": 1, "v": {"a": 0, "k": 2}}]}
    ]}
    """#

    @Test("effect(name)(param): slider, angle, point, checkbox, colour and layer controls, by name, match name and index")
    func effects() throws {
        let other = #"{"ty": 3, "ind": 2, "nm": "Other", "ip": 0, "op": 60, "ks": {"p": {"a": 0, "k": [3, 4]}}}"#
        let c = "thisComp.layer('Controls')"
        let extra = [Self.controls, other]
        #expect(close(try position("$bm_rt = [\(c).effect('Amount')('Slider'), \(c).effect('Amount')(1) + 1];", extra: extra), [42, 43]))
        #expect(close(try position("$bm_rt = [\(c).effect('ADBE Slider Control')('ADBE Slider Control-0001'), \(c).effect('Turn')('Angle')];", extra: extra), [42, 30]))
        #expect(close(try position("$bm_rt = \(c).effect('Where')('Point');", extra: extra), [7, 8]))
        #expect(close(try position("$bm_rt = [\(c).effect('On')('Checkbox') == true ? 1 : 0, \(c).effect('Tint')('Color')[2]];", extra: extra), [1, 0.75]))
        #expect(close(try position("$bm_rt = \(c).effect('Target')('Layer').transform.position;", extra: extra), [3, 4]))
        let animation = try Fixture.read(Fixture.animation(layers: "[" + Self.controls + "]"))
        #expect(animation.layers[0].effects.count == 6)
        #expect(animation.layers[0].effects[0].matchName == "ADBE Slider Control")
        #expect(animation.layers[0].effects[4].parameters.first?.value == .color(LottieProperty(Color(red: 0.25, green: 0.5, blue: 0.75))))
    }

    static let shapes = #"""
    {"ty": 4, "ind": 1, "nm": "Shapes", "ip": 0, "op": 60, "ks": {}, "shapes": [
      {"ty": "gr", "nm": "G", "it": [
        {"ty": "sh", "nm": "Line", "ks": {"a": 0, "k": {"c": false, "v": [[0, 0], [100, 0]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}}},
        {"ty": "rc", "nm": "Box", "p": {"a": 0, "k": [5, 6]}, "s": {"a": 0, "k": [20, 10]}, "r": {"a": 0, "k": 0}},
        {"ty": "tr", "p": {"a": 0, "k": [50, 0]}}
      ]}
    ]}
    """#

    @Test("content(name), path points and tangents, pointOnPath, tangentOnPath, sourceRectAtTime")
    func contents() throws {
        let s = "thisComp.layer('Shapes')"
        let extra = [Self.shapes]
        #expect(close(try position("$bm_rt = \(s).content('G').content('Line').path.points()[1];", extra: extra), [100, 0]))
        #expect(close(try position("$bm_rt = \(s).content('G').content('Box').size;", extra: extra), [20, 10]))
        #expect(close(try position("$bm_rt = \(s)('ADBE Root Vectors Group')(1)('ADBE Vectors Group')(1)('ADBE Vector Shape').pointOnPath(0.25);", extra: extra), [25, 0], 0.5))
        #expect(close(try position("$bm_rt = \(s).content('G').content('Line').path.tangentOnPath(0.5);", extra: extra), [1, 0], 1e-3))
        #expect(close(try position("$bm_rt = \(s).content('G').transform.position;", extra: extra), [50, 0]))
        #expect(close(try position("var r = \(s).sourceRectAtTime(0); $bm_rt = [r.left, r.width];", extra: extra), [45, 105]))
    }

    @Test("a group found by name is kept, its properties are not: the same lookup each frame reads that frame's value")
    func keptGroups() throws {
        let moving = Self.shapes.replacingOccurrences(
            of: #"{"ty": "tr", "p": {"a": 0, "k": [50, 0]}}"#,
            with: #"{"ty": "tr", "p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "i": {"x": [1], "y": [1]}, "o": {"x": [0], "y": [0]}}, {"t": 60, "s": [60, 0]}]}}"#)
        #expect(moving != Self.shapes)
        let source = "var g = thisComp.layer('Shapes').content('G'); $bm_rt = [g.transform.position[0], thisComp.layer('Shapes').content('G').content('Box').size[0]];"
        let probe = #"{"ty": 3, "ind": 9, "nm": "Probe", "ip": 0, "op": 60, "ks": {"p": {"a": 0, "k": [0, 0], "x": \#(F.quoted(source))}}}"#
        let r = try F.renderer([probe, moving])
        for frame in [0.0, 30, 15, 30, 45] {
            #expect(close(F.value(r, path: "$.layers[0].ks.p.x", frame: frame)?.components, [frame, 20]), "frame \(frame)")
        }
    }

    @Test("a property read again (by the host's native reader, after the first read in script) is decorated the same")
    func readsAgain() throws {
        let c = "thisComp.layer('Controls').effect('Amount')", s = "thisComp.layer('Shapes').content('G')"
        let extra = [Self.controls, Self.shapes]
        // The first read goes through the script's decorate, the second and third through the native.
        let slider = "var a = \(c)('Slider'), b = \(c)('Slider'), n = \(c)(1);"
            + " $bm_rt = [b.valueAtTime(0) + n.numKeys, typeof b === typeof a && b instanceof Number ? b + 1 : -1];"
        #expect(close(try position(slider, extra: extra), [42, 43]))
        let size = "var a = \(s).content('Box').size, b = \(s).content('Box').size;"
            + " $bm_rt = [b.valueAtTime(0)[1], b.propertyIndex === a.propertyIndex && b.length === 2 ? b[0] : -1];"
        #expect(close(try position(size, extra: extra), [10, 20]))
        let path = "var a = \(s).content('Line').path, b = \(s).content('Line').path;"
            + " $bm_rt = [b.points()[1][0], b.property === a.property && b.hasOwnProperty('property') ? 1 : 0];"
        #expect(close(try position(path, extra: extra), [100, 1]))
    }

    @Test("per-frame names are bound when read as variables, not when only read as members")
    func perFrameNames() throws {
        #expect(close(try position("$bm_rt = position;"), [0, 0]))
        #expect(close(try position("$bm_rt = [thisComp.layer('Parent').position[0], rotation];"), [100, 0]))
        #expect(close(try position("$bm_rt = add(thisComp.layer('Parent').position, [0, transform.position[1] + 1]);"), [100, 51]))
        #expect(ExpressionLibrary.mayReadVariable("position", in: "var p = position;"))
        #expect(ExpressionLibrary.mayReadVariable("position", in: "[position[0], 1]"))
        #expect(ExpressionLibrary.mayReadVariable("position", in: "'position'"))      // in a string: bound anyway
        #expect(!ExpressionLibrary.mayReadVariable("position", in: "thisLayer.position"))
        #expect(!ExpressionLibrary.mayReadVariable("position", in: "g .\n  position"))
        #expect(!ExpressionLibrary.mayReadVariable("position", in: "xposition + position2 + $position + positions"))
        #expect(!ExpressionLibrary.mayReadVariable("position", in: "posit"))
    }

    @Test("a path expression: createPath with tangents relative to the points; {v, i, o} objects in the points' space")
    func pathResults() throws {
        func path(_ source: String) throws -> LottieBezier? {
            let layer = #"{"ty": 4, "ind": 1, "ip": 0, "op": 60, "ks": {}, "shapes": [{"ty": "sh", "ks": {"a": 0, "k": {"c": false, "v": [[0, 0]], "i": [[0, 0]], "o": [[0, 0]]}, "x": \#(F.quoted(source))}}]}"#
            let r = try F.renderer([layer])
            guard case .path(let b)? = F.value(r, path: "$.layers[0].shapes[0].ks.x", frame: 0) else { return nil }
            return b
        }
        let a = try path("$bm_rt = createPath([[0, 0], [10, 0]], [[0, 0], [-2, 0]], [[3, 0], [0, 0]], false);")
        #expect(a?.vertices == [Point(x: 0, y: 0), Point(x: 10, y: 0)])
        #expect(a?.outTangents.first == Point(x: 3, y: 0))
        #expect(a?.inTangents.last == Point(x: -2, y: 0))
        #expect(a?.isClosed == false)
        let b = try path("$bm_rt = {v: [[0, 0], [10, 0]], i: [[0, 0], [8, 0]], o: [[3, 0], [10, 0]]};")
        #expect(b?.outTangents.first == Point(x: 3, y: 0))
        #expect(b?.inTangents.last == Point(x: -2, y: 0))
        let c = try path("var p = thisProperty.points(); $bm_rt = createPath(p.concat([[5, 5]]), [], [], true);")
        #expect(c?.vertices.count == 2)
        #expect(c?.isClosed == true)
    }

    @Test("a path property's points, tangents and closedness are its value's, number for number; other properties have none")
    func pathAccessors() throws {
        // Tangents whose sums with their vertices round (0.1 + 0.2), read both ways.
        let shape = #"{"c": true, "v": [[0.1, 0.7], [10.3, 0.2], [5, 9.9]], "i": [[0.2, 0.1], [-0.3, 0.7], [0, 0]], "#
            + #""o": [[1.1, -0.2], [0.3, 0.3], [-0.1, 0.05]]}"#
        let source = "var p = thisProperty, v = p.value, s = JSON.stringify;"
            + " var same = s([p.points(), p.inTangents(), p.outTangents(), p.isClosed()]) === s([v.points(), v.inTangents(), v.outTangents(), v.isClosed()]);"
            + " $bm_rt = same ? createPath(p.points(), p.inTangents(), p.outTangents(), p.isClosed()) : createPath([[0, 0]], [], [], false);"
        let layer = #"{"ty": 4, "ind": 1, "ip": 0, "op": 60, "ks": {}, "shapes": [{"ty": "sh", "ks": {"a": 0, "k": \#(shape), "x": \#(F.quoted(source))}}]}"#
        let r = try F.renderer([layer])
        guard case .path(let b)? = F.value(r, path: "$.layers[0].shapes[0].ks.x", frame: 0) else {
            Issue.record("no path: \(r.expressionDiagnostics)")
            return
        }
        #expect(b.vertices.count == 3 && b.isClosed)
        #expect(abs(b.inTangents[0].x - 0.2) < 1e-12 && abs(b.outTangents[2].y - 0.05) < 1e-12)
        let other = "try { thisLayer.transform.rotation.points(); $bm_rt = 1; } catch (e) { $bm_rt = e.message === 'not a path property' ? 2 : 3; }"
        #expect(try F.number(other) == 2)
    }

    @Test("text layers' sourceText reads through the text seam")
    func sourceText() throws {
        let text = #"{"ty": 5, "ind": 2, "nm": "Label", "ip": 0, "op": 60, "ks": {}}"#
        #expect(close(try position("$bm_rt = [thisComp.layer('Label').text.sourceText.length, 1];", extra: [text]), [0, 1]))
    }
}
