import Scrollwork

/// A tween shown by a renderer: every animated track's value is the weighted blend of its
/// values at several frames (two for a tween, up to four while a state machine retargets one),
/// the first of which is the frame being drawn.
///
/// One per renderer, referenced by every animated track of its tree. Inactive, a track pays one
/// load and branch. Active, each precomposition level maps the blended frames through its time
/// remap or start time and stretch (``enter(_:frameRate:)``), so a track inside a precomp
/// blends its own frames; a time `t` near the drawn frame (a motion direction's probe) maps to
/// the other frames shifted by the same amount. Nothing is allocated per frame once the levels
/// have grown.
final class TrackBlend {
    /// Whether frames are blended.
    @exclusivity(unchecked) private(set) var isActive = false
    /// The frames blended per level, `count` a level; level 0 is the composition's.
    @exclusivity(unchecked) private var levels: [Double] = []
    @exclusivity(unchecked) private var weights: [Double] = []
    @exclusivity(unchecked) private var count = 0
    @exclusivity(unchecked) private var depth = 0
    /// An outline at another frame, kept between blends (``blendContour(_:at:_:)``).
    @exclusivity(unchecked) private var scratch = Contour()

    /// Blends `frames` by `weights` (normalised; at most 4 frames, the first drawn).
    func set(frames: [Double], weights newWeights: [Double]) {
        let n = Swift.min(4, frames.count, newWeights.count)
        let total = newWeights.prefix(n).reduce(0) { $0 + Swift.max(0, $1) }
        guard n > 1, total > 0, total.isFinite, frames.prefix(n).allSatisfy(\.isFinite) else {
            clear()
            return
        }
        count = n
        depth = 0
        if levels.count < n { levels = Array(repeating: 0, count: n) }
        weights.removeAll(keepingCapacity: true)
        for i in 0..<n {
            levels[i] = frames[i]
            weights.append(Swift.max(0, newWeights[i]) / total)
        }
        isActive = true
    }

    /// Stops blending.
    func clear() {
        isActive = false
        depth = 0
    }

    /// Enters a precomposition drawn by `layer`: the blended frames of its composition.
    func enter(_ layer: RenderLayer, frameRate: Double) {
        guard isActive else { return }
        let base = depth * count, next = base + count
        if levels.count < next + count { levels.append(contentsOf: repeatElement(0, count: next + count - levels.count)) }
        for i in 0..<count { levels[next + i] = layer.precompTime(at: levels[base + i], frameRate: frameRate) }
        depth += 1
    }

    /// Leaves the precomposition entered last.
    func leave() {
        guard isActive, depth > 0 else { return }
        depth -= 1
    }

    /// `first`, the value at `t`, blended with the values at the other frames of the level.
    @inline(__always)
    func blended<Value: Interpolatable>(_ first: Value, at t: Double, _ value: (Double) -> Value) -> Value {
        let base = depth * count
        let offset = t - levels[base]
        var result = first
        var total = weights[0]
        for i in 1..<count {
            let w = weights[i]
            guard w > 0 else { continue }
            total += w
            result = result.interpolated(to: value(levels[base + i] + offset), progress: w / total)
        }
        return result
    }
}

extension TrackBlend {
    /// `out`, the outline at `t`, blended vertex by vertex with the outlines at the other
    /// frames of the level, each written by `contour` into storage kept here (nothing is
    /// allocated once it has grown). Outlines of other vertex counts switch at the end, as
    /// ``BezierValue`` blends do.
    func blendContour(_ out: inout Contour, at t: Double, _ contour: (Double, inout Contour) -> Void) {
        let base = depth * count
        let offset = t - levels[base]
        var other = Contour()
        swap(&other, &scratch)
        defer { swap(&other, &scratch) }
        var total = weights[0]
        for i in 1..<count {
            let w = weights[i]
            guard w > 0 else { continue }
            total += w
            contour(levels[base + i] + offset, &other)
            out.blend(toward: other, progress: w / total)
        }
    }
}

extension Contour {
    /// Moves every vertex and tangent toward `other`'s by `p`, in place; with another vertex
    /// count, becomes `other` when `p` reaches 1.
    mutating func blend(toward other: Contour, progress p: Double) {
        guard vertices.count == other.vertices.count, inPoints.count == other.inPoints.count,
              outPoints.count == other.outPoints.count else {
            if p >= 1 { self = other }
            return
        }
        for k in vertices.indices {
            vertices[k] = Point(x: lerp(vertices[k].x, other.vertices[k].x, p), y: lerp(vertices[k].y, other.vertices[k].y, p))
            inPoints[k] = Point(x: lerp(inPoints[k].x, other.inPoints[k].x, p), y: lerp(inPoints[k].y, other.inPoints[k].y, p))
            outPoints[k] = Point(x: lerp(outPoints[k].x, other.outPoints[k].x, p), y: lerp(outPoints[k].y, other.outPoints[k].y, p))
        }
    }
}
