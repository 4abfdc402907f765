@testable import ScrollworkLottie

/// Small hand-written Lottie documents for unit tests.
enum Fixture {
    /// A 100×100, 30 fps, 0…60 animation with the given layers JSON and extra top-level members.
    static func animation(layers: String = "[]", extra: String = "", version: String = "5.7.4") -> String {
        """
        {"v": "\(version)", "fr": 30, "ip": 0, "op": 60, "w": 100, "h": 100\(extra.isEmpty ? "" : ", " + extra), "layers": \(layers)}
        """
    }

    /// A shape layer with the given shape items JSON.
    static func shapeLayer(_ shapes: String, extra: String = "") -> String {
        """
        {"ty": 4, "ind": 1, "ip": 0, "op": 60, "st": 0, "ks": {}\(extra.isEmpty ? "" : ", " + extra), "shapes": \(shapes)}
        """
    }

    /// A shape layer whose transform has the given member, e.g. `"r": {...}`.
    static func transformLayer(_ member: String) -> String {
        """
        {"ty": 3, "ind": 1, "ip": 0, "op": 60, "ks": {\(member)}}
        """
    }

    /// Reads a document with the command line's reader (``LottieReader/everything``), failing
    /// the test on error.
    static func read(_ json: String, limits: LottieLimits = .default) throws -> LottieAnimation {
        var reader = LottieReader.everything
        reader.limits = limits
        return try reader.read(json: json)
    }

    /// The error a document fails with, if any.
    static func error(_ json: String, limits: LottieLimits = .default) -> LottieError? {
        do {
            _ = try LottieReader(limits: limits).read(json: json)
            return nil
        } catch {
            return error
        }
    }

    /// The first shape item of the first layer.
    static func firstShape(_ a: LottieAnimation) -> LottieShapeItem? {
        guard case .shapes(let items)? = a.layers.first?.content else { return nil }
        return items.first
    }
}

extension LottieAnimation {
    /// Diagnostics of one feature.
    func diagnostics(_ feature: Diagnostic.Feature) -> [Diagnostic] { diagnostics.filter { $0.feature == feature } }
}
