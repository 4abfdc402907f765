/// Something in a Lottie file that was read but will not be drawn as the file intends, or a
/// defect that was repaired (a default used, a value clamped, a bad link dropped).
///
/// Diagnostics never stop a load; errors that do are ``LottieError``s. Unsupported features are
/// listed **once per feature per layer** (a text layer with twelve expressions yields one
/// `.expression` diagnostic at the first one's path).
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How much the problem matters.
    public enum Severity: Int, Hashable, Sendable, Comparable, CustomStringConvertible {
        /// Informational: ignored on purpose, without visible effect (metadata, an audio layer).
        case info
        /// The rendering will differ from the canonical player's, or input was repaired.
        case warning

        /// Orders `info` before `warning`.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }

        /// `"info"` or `"warning"`.
        public var description: String { self == .info ? "info" : "warning" }
    }

    /// What kind of problem it is; used to list an unsupported feature once per layer.
    public enum Feature: String, Hashable, Sendable, CaseIterable {
        /// An expression (`x`) on a property: evaluated when rendered (info), ignored because
        /// evaluation is off, or one that failed to compile or run (the property's own value
        /// is used).
        case expression
        /// Layer effects (`ef`).
        case effects
        /// Layer styles (`sy`).
        case layerStyles
        /// Text (`ty` 5 layers, fonts, glyphs): a font or glyph that is missing or substituted, a
        /// text option drawn otherwise than After Effects would.
        case text
        /// 3D layers or 3D transform fields (`ddd`, `rx`, `ry`, `or`, z components).
        case threeD
        /// Merge paths (`mm`): kept as "normal", as lottie-web draws them, unless
        /// ``LottieRenderer/drawsMergePaths`` is set.
        case mergePaths
        /// A shape item this reader does not draw (twist, unknown types).
        case unsupportedShape
        /// A layer type that draws nothing (audio, camera, light, adjustment, …) or an
        /// unknown one (skipped).
        case unsupportedLayer
        /// Mask feather (`f`): not applied (mask expansion, `x`, is).
        case maskExpansion
        /// A mask mode or other enumerated value this reader does not know.
        case unknownValue
        /// A value of the wrong JSON type, missing, or out of range: a default or clamp was used.
        case invalidValue
        /// A reference that could not be resolved (parent `ind`, matte `tp`, asset `refId`).
        case brokenReference
        /// A limit of ``LottieLimits`` was reached and the value clamped or truncated.
        case limit
        /// An image asset that could not be located or decoded (it draws nothing).
        case image
        /// A data asset (`t: 3`) that could not be located or is not JSON (expressions reading
        /// its data layer fall back to their property's own value).
        case data
    }

    /// Where, as a JSON path such as `$.layers[3].ks.r`.
    public var path: String
    /// How much it matters.
    public var severity: Severity
    /// What kind of problem.
    public var feature: Feature
    /// A readable explanation.
    public var message: String
    /// The name (`nm`) of the layer the problem is in, if any.
    public var layerName: String?

    /// Creates a diagnostic.
    public init(path: String, severity: Severity, feature: Feature, message: String, layerName: String? = nil) {
        self.path = path
        self.severity = severity
        self.feature = feature
        self.message = message
        self.layerName = layerName
    }

    /// `"warning: $.layers[0].ks.r (layer 'Hand'): message"`.
    public var description: String {
        let layer = layerName.map { " (layer '\($0)')" } ?? ""
        return "\(severity): \(path)\(layer): \(message)"
    }
}
