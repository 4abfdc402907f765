import ScrollworkCanvas
import ScrollworkExpressions
import ScrollworkLottie

/// A Lottie frame of every golden file that has expressions, with them evaluated (the
/// renderer's default): the scripts run in the evaluator's engine every frame, and a frame in
/// steady state still allocates nothing — the engine's blocks come from its own kept heap,
/// and values cross to and from scripts without Swift allocations.
enum ExpressionGoldenPaths {
    /// Files whose frames may allocate, with their ceilings over ``LottiePaths/frames`` frames
    /// (every other file with expressions: 0). A ceiling may only go down. None today:
    /// issue_2330's 3 went to 0 once a property kept its results at earlier frames.
    static let ceilings: [(file: String, ceiling: Int)] = []

    /// Frames drawn before counting: twenty times the counted ones. The engine's cyclic garbage
    /// (closures and their scopes) is freed by a collection once the heap grew by an eighth
    /// (CDuktape's scrollwork_js_collect_if_grown), some tens to a few hundred evaluations'
    /// worth apart; the steady state, where each cycle's garbage reuses the blocks the last one
    /// freed, starts after a couple of them. A property answers a frame it evaluated lately
    /// from its kept results (``ExpressionProperty``), so fewer frames run scripts and those
    /// cycles take more frames: at ten times the counted ones issue_2330 was not yet settled
    /// (36 allocations in the 60 counted frames), at twenty it is (0).
    static let warmUpFrames = 20 * LottiePaths.frames

    /// Whether `animation` kept expressions to evaluate (the reader lists them, once per layer).
    static func hasExpressions(_ animation: LottieAnimation) -> Bool {
        animation.diagnostics.contains { $0.feature == .expression }
    }

    /// The budget of `file` (already read into `animation`, drawn into `canvas` at `scale`).
    static func budget(_ file: String, _ animation: LottieAnimation, canvas: Canvas, scale: Double) -> AllocationBudget {
        let renderer = LottieRenderer(animation, options: LottieRenderer.Options(expressions: .javaScript))
        let ceiling = ceilings.first { $0.file == file }?.ceiling ?? 0
        return AllocationBudget("Golden frame, expressions on \(file)", calls: LottiePaths.frames, ceiling: ceiling,
                                warmUpCalls: warmUpFrames) { k in
            canvas.clear()
            renderer.render(frame: LottiePaths.frame(k, of: animation), into: canvas, scale: scale)
        }
    }

    /// A ceiling naming a file that is not measured (not golden, or without expressions), if any.
    static func staleCeiling(measured: Set<String>) -> String? {
        ceilings.first { !measured.contains($0.file) }?.file
    }
}
