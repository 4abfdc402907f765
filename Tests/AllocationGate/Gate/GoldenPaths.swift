import Foundation
import ScrollworkCanvas
import ScrollworkLottie

/// A Lottie frame of every golden file (the files `../shared/reference/index.json` lists), at
/// the golden size, stepping through the frames as ``LottiePaths`` does: each allocates
/// nothing in steady state, expressions off; each file with expressions is measured again
/// with them on (``ExpressionGoldenPaths``).
enum GoldenPaths {
    /// `../shared/reference/index.json`, beside the package root.
    static let index: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }  // GoldenPaths.swift, Gate, AllocationGate, Tests
        return url.path + "/../shared/reference/index.json"
    }()

    /// The golden files (corpus-relative paths), sorted, or why the index cannot be read.
    static func files() -> Result<[String], LottieGateError> {
        guard let data = FileManager.default.contents(atPath: index),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["entries"] as? [[String: Any]] else {
            return .failure(LottieGateError(description: "\(index): not a golden index with entries"))
        }
        let files = Set(entries.compactMap { $0["file"] as? String })
        guard !files.isEmpty else { return .failure(LottieGateError(description: "\(index): no files")) }
        return .success(files.sorted())
    }

    /// The budgets (ceiling 0 each, expressions off; then those of the files with
    /// expressions, on), or a reason why the index or a file cannot be read.
    static func budgets() -> Result<[AllocationBudget], LottieGateError> {
        let files: [String]
        switch GoldenPaths.files() {
        case .success(let f): files = f
        case .failure(let error): return .failure(error)
        }
        var budgets: [AllocationBudget] = [], expressionBudgets: [AllocationBudget] = []
        var withExpressions: Set<String> = []
        for file in files {
            let animation: LottieAnimation
            do { animation = try LottiePaths.reader.read(contentsOfFile: LottiePaths.corpus + file) } catch {
                return .failure(LottieGateError(description: "\(LottiePaths.corpus + file): \(error)"))
            }
            let s = min(1, 512 / max(animation.size.width, 1), 512 / max(animation.size.height, 1))
            let w = max(1, Int((animation.size.width * s).rounded())), h = max(1, Int((animation.size.height * s).rounded()))
            guard let canvas = try? Canvas(width: w, height: h) else {
                return .failure(LottieGateError(description: "\(file): cannot make a \(w)x\(h) canvas"))
            }
            let renderer = LottieRenderer(animation)
            budgets.append(AllocationBudget("Golden frame \(file)", calls: LottiePaths.frames) { k in
                canvas.clear()
                renderer.render(frame: LottiePaths.frame(k, of: animation), into: canvas, scale: s)
            })
            if ExpressionGoldenPaths.hasExpressions(animation) {
                withExpressions.insert(file)
                expressionBudgets.append(ExpressionGoldenPaths.budget(file, animation, canvas: canvas, scale: s))
            }
        }
        if let stale = ExpressionGoldenPaths.staleCeiling(measured: withExpressions) {
            return .failure(LottieGateError(description: "\(stale): has an expression ceiling but is not a golden file with expressions"))
        }
        return .success(budgets + expressionBudgets)
    }
}
