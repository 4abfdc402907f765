/// One stop of a CSS `linear()` easing: an output value and up to two input positions
/// (fractions of the segment, e.g. `0.75` for `75%`). `linear(0, 0.25 25% 75%, 1)` is
/// `[.init(0), .init(0.25, at: 0.25, 0.75), .init(1)]`.
public struct LinearStop: Hashable, Sendable {
    /// The easing's output at this stop.
    public var output: Double
    /// Where the stop sits (fraction of the segment), or `nil` to space it evenly.
    public var input: Double?
    /// A second position: the output is held from ``input`` to this one.
    public var secondInput: Double?

    /// Creates a stop.
    public init(_ output: Double, at input: Double? = nil, _ secondInput: Double? = nil) {
        self.output = output
        self.input = input
        self.secondInput = secondInput
    }
}

/// The points of a CSS `linear()` easing, built and evaluated as in css-easing's editor's draft
/// (EASING.md §5). Points are stored flat; evaluation allocates nothing.
@usableFromInline
final class LinearStopCurve: Hashable, Sendable {
    @usableFromInline let inputs: [Double]
    @usableFromInline let outputs: [Double]

    /// Builds the points; `nil` when fewer than two stops remain (after dropping non-finite
    /// outputs) — the easing then acts as `linear`.
    @usableFromInline
    init?(_ stops: [LinearStop]) {
        let stops = stops.filter { $0.output.isFinite }
        guard stops.count >= 2 else { return nil }
        var ins: [Double?] = []
        var outs: [Double] = []
        var largest = -Double.infinity
        for stop in stops {
            if let a = stop.input, a.isFinite {
                let v = max(a, largest)
                ins.append(v); outs.append(stop.output); largest = v
                if let b = stop.secondInput, b.isFinite {
                    let w = max(b, largest)
                    ins.append(w); outs.append(stop.output); largest = w
                }
            } else {
                ins.append(nil); outs.append(stop.output)
            }
        }
        if ins[0] == nil { ins[0] = 0; largest = max(largest, 0) }
        if ins[ins.count - 1] == nil { ins[ins.count - 1] = max(1, largest) }
        // Space runs without input evenly between their neighbours.
        var i = 0
        while i < ins.count {
            if ins[i] == nil {
                let start = i - 1
                var end = i
                while ins[end] == nil { end += 1 }
                let a = ins[start] ?? 0, b = ins[end] ?? 1
                let gaps = Double(end - start)
                for j in (start + 1)..<end { ins[j] = a + (b - a) * Double(j - start) / gaps }
                i = end
            }
            i += 1
        }
        // Inputs never decrease (the max with `largest` above keeps explicit ones ordered;
        // evenly spaced ones lie between their neighbours).
        inputs = ins.map { $0 ?? 0 }
        outputs = outs
    }

    @usableFromInline
    static func == (l: LinearStopCurve, r: LinearStopCurve) -> Bool { l.inputs == r.inputs && l.outputs == r.outputs }

    @usableFromInline
    func hash(into h: inout Hasher) { h.combine(inputs); h.combine(outputs) }

    @inlinable
    func value(_ x: Double, beforeFlag: Bool) -> Double {
        let n = inputs.count
        if x.isNaN { return x }
        if n == 1 { return outputs[0] }
        if beforeFlag && x == inputs[0] { return outputs[0] }
        // Last point whose input equals x.
        var equal = -1
        for i in 0..<n where inputs[i] == x { equal = i }
        if equal >= 0 { return outputs[equal] }
        let a: Int, b: Int
        if x < inputs[0] {
            a = 0; b = 1
            if inputs[a] == inputs[b] { return outputs[a] }
        } else if x > inputs[n - 1] {
            a = n - 2; b = n - 1
            if inputs[a] == inputs[b] { return outputs[b] }
        } else {
            var j = 0
            while j < n && inputs[j] < x { j += 1 }
            b = j; a = j - 1
        }
        let span = inputs[b] - inputs[a]
        guard span != 0 else { return outputs[b] }
        return outputs[a] + (x - inputs[a]) / span * (outputs[b] - outputs[a])
    }
}
