/// The After Effects expression library, written in ECMAScript 5.1 and run once per engine
/// (``maths``, ``properties``, ``layers``), and the wrapper that turns one expression into a
/// function compiled once per property.
///
/// The library writes `void 0` for undefined: `undefined` is a global variable, which Duktape
/// looks up through every enclosing scope to the global object on each use.
enum ExpressionLibrary {
    /// The names a wrapper binds to the expression's property, layer or composition when the
    /// source mentions them (so an expression pays only for what it uses).
    private static let propertyNames = ["valueAtTime", "velocityAtTime", "speedAtTime", "key", "nearestKey", "loopIn", "loopOut",
                                        "loopInDuration", "loopOutDuration", "wiggle", "smooth", "propertyGroup", "points",
                                        "inTangents", "outTangents", "isClosed", "pointOnPath", "tangentOnPath", "normalOnPath"]
    private static let layerNames = ["effect", "content", "mask", "toComp", "fromComp", "toWorld", "fromWorld", "toCompVec",
                                     "fromCompVec", "sourceRectAtTime", "sourceTime", "fromCompToSurface", "toWorldVec", "fromWorldVec"]
    private static let layerValues = ["index", "inPoint", "outPoint", "startTime", "hasParent", "parent", "width", "height",
                                      "timeRemap"]
    private static let perFrame = ["position", "anchorPoint", "scale", "rotation", "opacity", "transform", "text"]

    /// The source of a function `(E) → (time, value) → result` for `source`, where `E` is the
    /// environment (`{comp, layer, prop}`) and the result is `$bm_rt` (lottie-web's convention).
    static func wrapper(for source: String, seed: UInt32) -> String {
        func uses(_ name: String) -> Bool { source.contains(name) }
        // The names bound anew on every call cost a property read each, so they are bound only
        // where the source may read them as variables, not only as members (`group.position`).
        func readsVariable(_ name: String) -> Bool { mayReadVariable(name, in: source) }
        var outer = "(function (E) {\nvar thisComp = E.comp, thisLayer = E.layer, thisProperty = E.prop;\n"
        for n in propertyNames where uses(n) { outer += "var \(n) = function (a, b, c, d, e) { return thisProperty.\(n)(a, b, c, d, e); };\n" }
        // The layer's functions use no `this`: bound as they are, a call is one call.
        for n in layerNames where uses(n) { outer += "var \(n) = thisLayer ? thisLayer.\(n) : void 0;\n" }
        for n in layerValues where uses(n) { outer += "var \(n) = thisLayer ? thisLayer.\(n) : void 0;\n" }
        if uses("numKeys") { outer += "var numKeys = thisProperty.numKeys;\n" }
        if uses("layer") { outer += "var layer = function (a, b) { return thisComp.layer(a, b); };\n" }
        if uses("name") { outer += "var name = thisLayer ? thisLayer.name : '';\n" }
        let random = uses("random") || uses("Random") || uses("noise")
        if random {
            outer += "var seedRandom = function (n, timeless) { $sw.setSeed(\(seed) * 31 + Math.floor(n) * 7919 + (timeless ? 0 : Math.round($t * 1000))); };\n"
        }
        // The frame (`$t`) is needed by the random numbers' seeds only.
        outer += "var $t = 0, $swOut = $sw.out;\nreturn function (time, value) {\n"
        if random { outer += "$t = time * $sw.FR;\n$sw.setSeed(\(seed) * 31 + Math.round($t * 1000));\n" }
        for n in perFrame where readsVariable(n) {
            outer += "var \(n) = thisLayer ? thisLayer.\(n) : void 0;\n"
        }
        if readsVariable("velocity") { outer += "var velocity = thisProperty.velocityAtTime(time);\n" }
        if readsVariable("speed") { outer += "var speed = thisProperty.speedAtTime(time);\n" }
        outer += "var $bm_rt;\n" + source + "\n;return $swOut($bm_rt);\n};\n})"
        return outer
    }

    /// Whether `source` may read the variable `name`: some whole-word occurrence of it is not a
    /// member access (`.name`, spaces allowed before the name). Errs towards true — an occurrence
    /// in a string or a comment counts — since binding a name that is not read costs only time.
    static func mayReadVariable(_ name: String, in source: String) -> Bool {
        let text = Array(source.utf8), word = Array(name.utf8)
        func isIdentifier(_ c: UInt8) -> Bool {
            (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A) || c == 0x5F || c == 0x24 || c >= 0x80
        }
        guard !word.isEmpty, text.count >= word.count else { return false }
        var start = 0
        while start + word.count <= text.count {
            defer { start += 1 }
            guard text[start..<start + word.count].elementsEqual(word) else { continue }
            if start > 0, isIdentifier(text[start - 1]) { continue }
            if start + word.count < text.count, isIdentifier(text[start + word.count]) { continue }
            var before = start - 1
            while before >= 0, text[before] == 0x20 || text[before] == 0x09 || text[before] == 0x0A || text[before] == 0x0D {
                before -= 1
            }
            if before >= 0, text[before] == 0x2E { continue }     // `.name`: a member
            return true
        }
        return false
    }

    /// Later (ES2015+) syntax a compile error is likely due to, for the diagnostic.
    static func laterSyntax(in source: String) -> String? {
        let markers = ["=>": "arrow functions", "let ": "let", "const ": "const", "`": "template literals", "class ": "classes",
                       "...": "spread"]
        for (marker, what) in markers.sorted(by: { $0.key < $1.key }) where source.contains(marker) { return what }
        return nil
    }
}
