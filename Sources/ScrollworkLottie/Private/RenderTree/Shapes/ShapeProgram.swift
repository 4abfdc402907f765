import Scrollwork
import ScrollworkCanvas

/// A shape layer's items flattened by Lottie's scope rules (§9.2): groups with their
/// transforms, shapes with the modifiers that reach them, and styles in draw order, each with
/// the shapes it paints. Built once; evaluated at any frame.
///
/// A class whose storage never changes once built: a layer's content hands it out by
/// reference, and reading its arrays needs no copy and no exclusivity check.
final class ShapeProgram {
    /// A scope: the layer (index 0), a group, or one copy of a repeater.
    struct Group {
        var parent: Int?
        var kind: Kind
        enum Kind {
            case root
            case transform(TransformTrack)
            case repeaterCopy(RepeaterTrack, copy: Int)
        }
    }

    struct Shape {
        var group: Int
        var geometry: ShapeGeometry
        /// Indices into ``modifiers``, the nearest first.
        var modifiers: [Int]
        /// Whether its outline is needed even where its group is not drawn: a sequential trim
        /// counts its length, merge paths combine it.
        var isNeededHidden = false
    }

    /// A path modifier. Modifiers apply in file order (depth first), which is the reverse of
    /// their order in ``modifiers``; each to the shapes in ``reach``.
    enum Modifier {
        case trim(start: Track<Double>, end: Track<Double>, offset: Track<Double>, sequential: Bool)
        case roundedCorners(Track<Double>)
        case puckerBloat(Track<Double>)
        case offsetPath(amount: Track<Double>, join: LottieLineJoin, miterLimit: Track<Double>)
        case zigZag(size: Track<Double>, ridges: Track<Double>, pointType: Track<Double>)
        /// Merge paths of a mode (`mm`), drawn into shape `output` (made for it, in the merge's
        /// group) when the renderer draws merge paths.
        case merge(mode: Int, output: Int)
    }

    struct Style {
        var group: Int
        var kind: StyleKind
        var blendMode: BlendMode
        /// Indices into ``shapes``, painted as one path.
        var shapes: [Int] = []
    }

    let groups: [Group]
    let shapes: [Shape]
    let modifiers: [Modifier]
    /// For each modifier, the shapes it rewrites, in increasing index (the reverse of file
    /// order, as lottie-web collects them).
    let reach: [[Int]]
    /// Bottom first.
    let styles: [Style]
    /// Whether a modifier merges paths (whose outlines then depend on the device scale).
    let hasMerges: Bool

    /// Budget of shape items created through repeaters (bounds hostile files).
    static let maxExpandedItems = 20_000
    /// The most copies one repeater makes (``LottieLimits/maxRepeaterCopies``' default; a
    /// script's count is cut there too).
    static let maxRepeaterCopies = 1_000.0

    init(items: [LottieShapeItem], overrides: TrackOverrides) {
        var builder = Builder()
        var styleStack: [Int] = []
        var modStack: [Int] = []
        builder.walk(items.map(WalkItem.init), group: 0, styles: &styleStack, modifiers: &modStack, overrides: overrides)
        var reach = Array(repeating: [Int](), count: builder.modifiers.count)
        for (i, shape) in builder.shapes.enumerated() {
            for m in shape.modifiers { reach[m].append(i) }
        }
        for (m, modifier) in builder.modifiers.enumerated() {
            switch modifier {
            case .trim(_, _, _, true), .merge:
                for i in reach[m] { builder.shapes[i].isNeededHidden = true }
            default:
                break
            }
        }
        groups = builder.groups
        shapes = builder.shapes
        modifiers = builder.modifiers
        self.reach = reach
        styles = builder.styles
        hasMerges = builder.modifiers.contains { if case .merge = $0 { true } else { false } }
    }
}

extension ShapeProgram {
    /// The walk over a layer's items that collects a program's groups, shapes, modifiers and
    /// styles.
    private struct Builder {
        var groups: [Group] = [Group(parent: nil, kind: .root)]
        var shapes: [Shape] = []
        var modifiers: [Modifier] = []
        var styles: [Style] = []
        var budget = ShapeProgram.maxExpandedItems

        mutating func walk(_ items: [WalkItem], group: Int, styles: inout [Int], modifiers: inout [Int],
                           overrides: TrackOverrides) {
            let items = expandRepeaters(items, overrides: overrides)
            let styleBase = styles.count, modBase = modifiers.count
            for item in items.reversed() where !item.isHidden {
                guard budget > 0 else { break }
                budget -= 1
                switch item.content {
                case .item(.group(let lottieChildren)):
                    let children = lottieChildren.map(WalkItem.init)
                    var kind = Group.Kind.transform(.identity)
                    if let tr = children.last(where: \.isTransform), case .item(.transform(let t)) = tr.content {
                        kind = .transform(TransformTrack(t, overrides: overrides))
                    }
                    groups.append(Group(parent: group, kind: kind))
                    walk(children, group: groups.count - 1, styles: &styles, modifiers: &modifiers, overrides: overrides)
                case .repeaterGroup(let children, let repeater, let copy):
                    groups.append(Group(parent: group, kind: .repeaterCopy(repeater, copy: copy)))
                    walk(children, group: groups.count - 1, styles: &styles, modifiers: &modifiers, overrides: overrides)
                case .item(.rectangle(let r)):
                    addShape(.rectangle(position: Track(r.position, in: overrides), size: Track(r.size, in: overrides), roundness: Track(r.roundness, in: overrides),
                                        reversed: r.direction == .reversed), group: group, styles: styles, modifiers: modifiers)
                case .item(.ellipse(let e)):
                    addShape(.ellipse(position: Track(e.position, in: overrides), size: Track(e.size, in: overrides), reversed: e.direction == .reversed),
                             group: group, styles: styles, modifiers: modifiers)
                case .item(.polystar(let s)):
                    addShape(.polystar(star: s.kind == .star, points: Track(s.points, in: overrides), position: Track(s.position, in: overrides),
                                       rotation: Track(s.rotation, in: overrides), outerRadius: Track(s.outerRadius, in: overrides), innerRadius: Track(s.innerRadius, in: overrides),
                                       outerRoundness: Track(s.outerRoundness, in: overrides), innerRoundness: Track(s.innerRoundness, in: overrides),
                                       reversed: s.direction == .reversed), group: group, styles: styles, modifiers: modifiers)
                case .item(.path(let p)):
                    addShape(.path(Track(path: p, in: overrides)), group: group, styles: styles, modifiers: modifiers)
                case .item(.fill), .item(.stroke), .item(.gradientFill), .item(.gradientStroke):
                    guard case .item(let style) = item.content, let kind = StyleKind(style, overrides: overrides) else { break }
                    self.styles.append(Style(group: group, kind: kind, blendMode: item.blendMode))
                    styles.append(self.styles.count - 1)
                case .item(.trim(let t)):
                    self.modifiers.append(.trim(start: Track(t.start, in: overrides), end: Track(t.end, in: overrides), offset: Track(t.offset, in: overrides),
                                                sequential: t.mode == .sequential))
                    modifiers.append(self.modifiers.count - 1)
                case .item(.roundedCorners(let r)):
                    self.modifiers.append(.roundedCorners(Track(r, in: overrides)))
                    modifiers.append(self.modifiers.count - 1)
                case .item(.puckerBloat(let a)):
                    self.modifiers.append(.puckerBloat(Track(a, in: overrides)))
                    modifiers.append(self.modifiers.count - 1)
                case .item(.offsetPath(let o)):
                    self.modifiers.append(.offsetPath(amount: Track(o.amount, in: overrides), join: o.lineJoin,
                                                      miterLimit: Track(o.miterLimit, in: overrides)))
                    modifiers.append(self.modifiers.count - 1)
                case .item(.zigZag(let z)):
                    self.modifiers.append(.zigZag(size: Track(z.size, in: overrides), ridges: Track(z.ridges, in: overrides),
                                                  pointType: Track(z.pointType, in: overrides)))
                    modifiers.append(self.modifiers.count - 1)
                case .item(.mergePaths(let m)):
                    // The merged outline is a shape of its own, painted by the styles and rewritten by
                    // the modifiers after the merge; the merge then reaches the shapes before it.
                    addShape(.empty, group: group, styles: styles, modifiers: modifiers)
                    self.modifiers.append(.merge(mode: m.mode, output: shapes.count - 1))
                    modifiers.append(self.modifiers.count - 1)
                case .item(.transform), .item(.repeater), .item(.unsupported):
                    break
                }
            }
            styles.removeSubrange(styleBase...)
            modifiers.removeSubrange(modBase...)
        }

        mutating func addShape(_ geometry: ShapeGeometry, group: Int, styles: [Int], modifiers: [Int]) {
            shapes.append(Shape(group: group, geometry: geometry, modifiers: modifiers.reversed()))
            let index = shapes.count - 1
            for s in styles { self.styles[s].shapes.append(index) }
        }

        /// Replaces each repeater and the items before it by `⌈c⌉` (maximum over its keyframes,
        /// capped) copy groups of those items.
        mutating func expandRepeaters(_ items: [WalkItem], overrides: TrackOverrides) -> [WalkItem] {
            var out: [WalkItem] = []
            for item in items {
                guard !item.isHidden, case .item(.repeater(let r)) = item.content else {
                    out.append(item)
                    continue
                }
                let track = RepeaterTrack(r, overrides: overrides)
                // Copies a script or a value provider sets can be any count up to the limit
                // (lottie-web and ThorVG draw them all): room is made for as many as the budget
                // allows, and the copies beyond the count at a frame are not drawn.
                let keyed = r.copies.keyframes.map(\.value).max().map { max($0, r.copies.initialValue) } ?? r.copies.initialValue
                let maxCopies = track.copies.override != nil ? ShapeProgram.maxRepeaterCopies : keyed
                let count = min(max(Int(maxCopies.rounded(.up)), 0), max(1, budget / max(out.count, 1)), Int(ShapeProgram.maxRepeaterCopies))
                let prefix = out.filter { !$0.isTransform }
                let transforms = out.filter(\.isTransform)
                var copies: [WalkItem] = []
                for k in 0..<count { copies.append(WalkItem(content: .repeaterGroup(prefix, track, copy: k))) }
                if r.composite == .above { copies.reverse() }
                budget -= count * prefix.count
                out = copies + transforms
            }
            return out
        }
    }
}

/// An item as walked: a file item, or a repeater copy made of earlier items.
struct WalkItem {
    enum Content {
        /// An item as the file has it.
        case item(LottieShapeItem.Content)
        /// Copy `copy` of the items before a repeater, in a group of its own.
        case repeaterGroup([WalkItem], RepeaterTrack, copy: Int)
    }
    var isHidden = false
    var blendMode: BlendMode = .normal
    var content: Content

    init(content: Content) { self.content = content }

    init(_ item: LottieShapeItem) {
        isHidden = item.isHidden
        blendMode = item.blendMode
        content = .item(item.content)
    }

    /// Whether this is a group transform (`tr`).
    var isTransform: Bool {
        if case .item(.transform) = content { return true }
        return false
    }
}
