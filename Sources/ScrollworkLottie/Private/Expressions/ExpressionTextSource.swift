/// The seam between text layers and expressions: `text.sourceText` of a text layer (its
/// keyframed documents' text), and the value of an expression on a text document (`t.d.x`),
/// which the text layer reads through ``ExpressionEvaluating/text(ofExpressionAt:frame:)``.
package enum ExpressionTextSource {
    /// The `Source Text` property of a text layer, or nil for other layers.
    package static func sourceText(of layer: LottieLayer, comp: Int, layer position: Int, seed: UInt32) -> ExpressionProperty? {
        guard case .text(let text) = layer.content else { return nil }
        return ExpressionProperty(kind: .text, comp: comp, layer: position, keyTimes: text.documents.map(\.time),
                                  source: text.documentExpression, jsonPath: text.documentExpressionPath, seed: seed) {
            { t in .text(text.documents[text.documentIndex(at: t)].document.text) }
        }
    }
}
