import Scrollwork

/// A range selector evaluated at one frame for one text: how much it selects each character
/// (or word, or line), lottie-web's `TextSelectorProp.getMult`.
///
/// Start, end and offset are turned into a span `[start, end)` of unit indices (percentages
/// are shares of the unit count); a unit `i` is covered by the shape over that span — square:
/// the part of `[i, i + 1)` inside it; ramps, triangle, round and smooth: the shape's value at
/// the unit's centre `i + 0.5` — then eased (ease low and high make a cubic-bézier easing),
/// narrowed by the smoothness and scaled by the amount.
struct RangeSelection {
    /// First unit selected (inclusive).
    var start: Double
    /// End of the selection.
    var end: Double
    var shape: LottieTextRangeSelector.Shape
    /// Amount, a share (1 = 100 %).
    var amount: Double
    /// Smoothness, percent.
    var smoothness: Double
    /// The easing made of ease low and high (nil: linear).
    var easing: Easing?

    /// The selection of a selector with `start`, `end` and `offset` (in its units) over
    /// `total` units.
    init(start s: Double, end e: Double, offset o: Double, units: LottieTextRangeSelector.Units, total: Int,
         shape: LottieTextRangeSelector.Shape, amount: Double, smoothness: Double, easing: Easing?) {
        let divisor = units == .index ? 1 : 100 / Double(total)
        var a = s / divisor + o / divisor
        var b = e / divisor + o / divisor
        if a > b { swap(&a, &b) }
        start = a.isFinite ? a : 0
        end = b.isFinite ? b : 0
        self.shape = shape
        self.amount = amount.isFinite ? amount : 0
        self.smoothness = smoothness.isFinite ? smoothness : 100
        self.easing = easing
    }

    /// The control points lottie-web makes of ease low and high (percent, −100…100):
    /// positive ease low delays the rise (`x1`), negative lifts it (`y1`); ease high likewise
    /// at the top (`x2`, `y2`).
    static func easingPoints(easeLow: Double, easeHigh: Double) -> (x1: Double, y1: Double, x2: Double, y2: Double) {
        let ne = min(max(easeLow.isFinite ? easeLow : 0, -100), 100)
        let xe = min(max(easeHigh.isFinite ? easeHigh : 0, -100), 100)
        var p = (x1: 0.0, y1: 0.0, x2: 1.0, y2: 1.0)
        if ne > 0 { p.x1 = ne / 100 } else { p.y1 = -ne / 100 }
        if xe > 0 { p.x2 = 1 - xe / 100 } else { p.y2 = 1 + xe / 100 }
        return p
    }

    /// How much unit `index` is selected, 0…`amount` (more with an overshooting easing).
    func coverage(_ index: Double) -> Double {
        let s = start, e = end
        var mult = 0.0
        switch shape {
        case .rampUp:
            mult = e == s ? (index >= e ? 1 : 0) : max(0, min(0.5 / (e - s) + (index - s) / (e - s), 1))
        case .rampDown:
            mult = e == s ? (index >= e ? 0 : 1) : 1 - max(0, min(0.5 / (e - s) + (index - s) / (e - s), 1))
        case .triangle:
            if e != s {
                mult = max(0, min(0.5 / (e - s) + (index - s) / (e - s), 1))
                mult = mult < 0.5 ? mult * 2 : 1 - 2 * (mult - 0.5)
            }
        case .round:
            if e != s {
                let half = (e - s) / 2
                let x = -half + min(max(0, index + 0.5 - s), e - s)
                mult = (1 - (x * x) / (half * half)).squareRoot()
            }
        case .smooth:
            if e != s {
                let i = min(max(0, index + 0.5 - s), e - s)
                mult = (1 + cos(Double.pi + Double.pi * 2 * i / (e - s))) / 2
            }
        case .square:
            if index >= s.rounded(.down) {
                mult = index - s < 0 ? max(0, min(min(e, 1) - (s - index), 1)) : max(0, min(e - index, 1))
            }
        }
        if !mult.isFinite { mult = 0 }
        if let easing { mult = easing.value(at: mult) }
        if smoothness != 100 {
            let share = max(smoothness * 0.01, 1e-8)
            let threshold = 0.5 - share * 0.5
            mult = mult < threshold ? 0 : min((mult - threshold) / share, 1)
        }
        return mult * amount
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
