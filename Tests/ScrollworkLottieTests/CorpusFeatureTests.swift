import Scrollwork
import Testing
@testable import ScrollworkLottie

/// The one-feature-per-file examples of the corpus read into the model they describe.
@Suite(.enabled(if: SharedData.isAvailable, SharedData.missingReason))
struct CorpusFeatureTests {
    private func read(_ file: String) throws -> LottieAnimation {
        try LottieReader.everything.read(contentsOfFile: SharedData.corpusPath(file))
    }

    /// Every shape item of every composition, depth first.
    private func allShapes(_ a: LottieAnimation) -> [LottieShapeItem] {
        func walk(_ items: [LottieShapeItem]) -> [LottieShapeItem] {
            items.flatMap { item -> [LottieShapeItem] in
                if case .group(let inner) = item.content { return [item] + walk(inner) }
                return [item]
            }
        }
        let layers = a.layers + a.precomps.values.flatMap(\.layers)
        return layers.flatMap { layer -> [LottieShapeItem] in
            if case .shapes(let items) = layer.content { return walk(items) }
            return []
        }
    }

    @Test("dalek.json (v 3.1.6): 0–255 colours are converted into 0…1")
    func legacyColours() throws {
        let a = try read("lottie-web/test/animations/dalek.json")
        #expect(a.version.map { ExporterVersion($0) < ExporterVersion(major: 4, minor: 1, patch: 9) } == true)
        var colours: [Color] = []
        for item in allShapes(a) {
            switch item.content {
            case .fill(let f): colours.append(f.color.initialValue)
            case .stroke(let s): colours.append(s.color.initialValue)
            default: break
            }
        }
        #expect(!colours.isEmpty)
        for c in colours {
            #expect((0...1).contains(c.red) && (0...1).contains(c.green) && (0...1).contains(c.blue), "\(c)")
        }
    }

    @Test("unknown layers and shapes in the spec's valid examples are skipped or kept as unsupported")
    func unknowns() throws {
        let layers = try read("lottie-spec/tests/animations/valid/unknown-layer.json")
        #expect(!layers.diagnostics(.unsupportedLayer).isEmpty)
        let shapes = try read("lottie-spec/tests/animations/valid/unknown-shape.json")
        #expect(allShapes(shapes).contains { if case .unsupported = $0.content { return true } else { return false } })
    }

    @Test("feature examples decode into the matching model", arguments: [
        ("matte.json", "matte"), ("mask.json", "mask"), ("repeater.json", "repeater"), ("trim_path.json", "trim"),
        ("remapping.json", "remap"), ("parenting.json", "parent"), ("auto_orient.json", "autoOrient"),
        ("rounded_corners.json", "rounded"), ("star.json", "star"), ("gradient.json", "gradient"),
("easing.json", "keyframes"), ("slots.json", "slot"), ("pucker_bloat.json", "pucker"),
    ])
    func featureExamples(file: String, feature: String) throws {
        let a = try read("lottie-docs/docs/static/examples/" + file)
        let layers = a.layers + a.precomps.values.flatMap(\.layers)
        let shapes = allShapes(a)
        func has(_ test: (LottieShapeItem.Content) -> Bool) -> Bool { shapes.contains { test($0.content) } }
        let found: Bool
        switch feature {
        case "matte": found = layers.contains { $0.matte?.sourceLayer != nil }
        case "mask": found = layers.contains { !$0.masks.isEmpty }
        case "repeater": found = has { if case .repeater = $0 { return true } else { return false } }
        case "trim": found = has { if case .trim = $0 { return true } else { return false } }
        case "remap": found = layers.contains { if case .precomp(let p) = $0.content { return p.timeRemap?.isAnimated == true } else { return false } }
        case "parent": found = layers.contains { $0.parent != nil }
        case "autoOrient": found = layers.contains { $0.autoOrient }
        case "rounded": found = has { if case .roundedCorners = $0 { return true } else { return false } }
        case "star": found = has { if case .polystar = $0 { return true } else { return false } }
        case "gradient": found = has { if case .gradientFill(let g) = $0 { return g.paint.gradient.colorStopCount > 0 } else { return false } }
        case "keyframes": found = layers.contains { $0.transform.position.isAnimated }
        case "slot": found = shapes.contains { item in
            switch item.content {
            case .fill(let f): return f.color.slotID != nil || f.opacity.slotID != nil
            case .stroke(let s): return s.color.slotID != nil || s.style.width.slotID != nil
            case .transform(let t): return t.scale.slotID != nil || t.rotation.slotID != nil || t.opacity.slotID != nil
            default: return false
            }
        } || layers.contains { $0.transform.rotation.slotID != nil || $0.transform.opacity.slotID != nil }
        case "pucker": found = has { if case .puckerBloat = $0 { return true } else { return false } }
        default: found = false
        }
        #expect(found, "\(file) should contain \(feature)")
    }
}
