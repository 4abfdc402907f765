/// The seam between text layers and expressions: `text.sourceText` of a text layer, and the
/// value of an expression on a text document (`t.d.x`) through
/// ``ExpressionEvaluator/text(ofExpressionAt:frame:)``.
///
/// The model does not carry text documents yet (text layers are decoded as `.text` without
/// content), so a text layer's source text reads as an empty string here; when the model gains
/// them, this is the one place that hands their keyframed text to expressions.
enum ExpressionTextSource {
    /// The `Source Text` property of a text layer, or nil for other layers.
    static func sourceText(of layer: LottieLayer, comp: Int, layer position: Int, seed: UInt32) -> ExpressionProperty? {
        guard case .text = layer.content else { return nil }
        return ExpressionProperty(kind: .text, comp: comp, layer: position, keyTimes: [], source: nil, jsonPath: nil, seed: seed) {
            { _ in .text("") }
        }
    }
}
