/// The After Effects expression library, written in ECMAScript 5.1 and run once per engine
/// (``maths``, ``properties``, ``layers``), and the wrapper that turns one expression into a
/// function compiled once per property.
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
        var outer = "(function (E) {\nvar thisComp = E.comp, thisLayer = E.layer, thisProperty = E.prop;\n"
        for n in propertyNames where uses(n) { outer += "var \(n) = function (a, b, c, d, e) { return thisProperty.\(n)(a, b, c, d, e); };\n" }
        for n in layerNames where uses(n) { outer += "var \(n) = function (a, b, c) { return thisLayer.\(n)(a, b, c); };\n" }
        for n in layerValues where uses(n) { outer += "var \(n) = thisLayer ? thisLayer.\(n) : undefined;\n" }
        if uses("numKeys") { outer += "var numKeys = thisProperty.numKeys;\n" }
        if uses("layer") { outer += "var layer = function (a, b) { return thisComp.layer(a, b); };\n" }
        if uses("name") { outer += "var name = thisLayer ? thisLayer.name : '';\n" }
        let random = uses("random") || uses("Random") || uses("noise")
        if random {
            outer += "var seedRandom = function (n, timeless) { $sw.setSeed(\(seed) * 31 + Math.floor(n) * 7919 + (timeless ? 0 : Math.round($t * 1000))); };\n"
        }
        outer += "var $t = 0;\nreturn function (time, value) {\n$t = time * $sw.FR;\n"
        if random { outer += "$sw.setSeed(\(seed) * 31 + Math.round($t * 1000));\n" }
        for n in perFrame where uses(n) {
            outer += n == "text" ? "var text = thisLayer ? thisLayer.text : undefined;\n" : "var \(n) = thisLayer ? thisLayer.\(n) : undefined;\n"
        }
        if uses("velocity") { outer += "var velocity = thisProperty.velocityAtTime(time);\n" }
        if uses("speed") { outer += "var speed = thisProperty.speedAtTime(time);\n" }
        outer += "var $bm_rt;\n" + source + "\n;return $sw.out($bm_rt);\n};\n})"
        return outer
    }

    /// Later (ES2015+) syntax a compile error is likely due to, for the diagnostic.
    static func laterSyntax(in source: String) -> String? {
        let markers = ["=>": "arrow functions", "let ": "let", "const ": "const", "`": "template literals", "class ": "classes",
                       "...": "spread"]
        for (marker, what) in markers.sorted(by: { $0.key < $1.key }) where source.contains(marker) { return what }
        return nil
    }
}
