import Scrollwork
import ScrollworkCanvas

/// A shape layer's items flattened by Lottie's scope rules (§9.2): groups with their
/// transforms, shapes with the modifiers that reach them, and styles in draw order, each with
/// the shapes it paints. Built once; evaluated at any frame.
struct ShapeProgram: Sendable {
    /// A scope: the layer (index 0), a group, or one copy of a repeater.
    struct Group: Sendable {
        var parent: Int?
        var kind: Kind
        enum Kind: Sendable {
            case root
            case transform(TransformTrack)
            case repeaterCopy(RepeaterTrack, copy: Int)
        }
    }

    struct Shape: Sendable {
        var group: Int
        var geometry: ShapeGeometry
        /// Indices into ``modifiers``, the nearest first.
        var modifiers: [Int]
    }

    enum Modifier: Sendable {
        case trim(start: Track<Double>, end: Track<Double>, offset: Track<Double>, sequential: Bool)
        case roundedCorners(Track<Double>)
        case puckerBloat(Track<Double>)
    }

    struct Style: Sendable {
        var group: Int
        var kind: StyleKind
        var blendMode: BlendMode
        /// Indices into ``shapes``, painted as one path.
        var shapes: [Int] = []
    }

    var groups: [Group] = [Group(parent: nil, kind: .root)]
    var shapes: [Shape] = []
    var modifiers: [Modifier] = []
    /// Bottom first.
    var styles: [Style] = []

    /// Budget of shape items created through repeaters (bounds hostile files).
    static let maxExpandedItems = 20_000
    var budget = ShapeProgram.maxExpandedItems

    init(items: [LottieShapeItem]) {
        var styleStack: [Int] = []
        var modStack: [Int] = []
        walk(items.map(WalkItem.init), group: 0, styles: &styleStack, modifiers: &modStack)
    }

    private mutating func walk(_ items: [WalkItem], group: Int, styles: inout [Int], modifiers: inout [Int]) {
        let items = expandRepeaters(items)
        let styleBase = styles.count, modBase = modifiers.count
        for item in items.reversed() where !item.isHidden {
            guard budget > 0 else { break }
            budget -= 1
            switch item.content {
            case .item(.group(let lottieChildren)):
                let children = lottieChildren.map(WalkItem.init)
                var kind = Group.Kind.transform(.identity)
                if let tr = children.last(where: \.isTransform), case .item(.transform(let t)) = tr.content {
                    kind = .transform(TransformTrack(t))
                }
                groups.append(Group(parent: group, kind: kind))
                walk(children, group: groups.count - 1, styles: &styles, modifiers: &modifiers)
            case .repeaterGroup(let children, let repeater, let copy):
                groups.append(Group(parent: group, kind: .repeaterCopy(repeater, copy: copy)))
                walk(children, group: groups.count - 1, styles: &styles, modifiers: &modifiers)
            case .item(.rectangle(let r)):
                addShape(.rectangle(position: Track(r.position), size: Track(r.size), roundness: Track(r.roundness),
                                    reversed: r.direction == .reversed), group: group, styles: styles, modifiers: modifiers)
            case .item(.ellipse(let e)):
                addShape(.ellipse(position: Track(e.position), size: Track(e.size), reversed: e.direction == .reversed),
                         group: group, styles: styles, modifiers: modifiers)
            case .item(.polystar(let s)):
                addShape(.polystar(star: s.kind == .star, points: Track(s.points), position: Track(s.position),
                                   rotation: Track(s.rotation), outerRadius: Track(s.outerRadius), innerRadius: Track(s.innerRadius),
                                   outerRoundness: Track(s.outerRoundness), innerRoundness: Track(s.innerRoundness),
                                   reversed: s.direction == .reversed), group: group, styles: styles, modifiers: modifiers)
            case .item(.path(let p)):
                addShape(.path(Track(p) { BezierValue($0) }), group: group, styles: styles, modifiers: modifiers)
            case .item(.fill), .item(.stroke), .item(.gradientFill), .item(.gradientStroke):
                guard case .item(let style) = item.content, let kind = StyleKind(style) else { break }
                self.styles.append(Style(group: group, kind: kind, blendMode: item.blendMode))
                styles.append(self.styles.count - 1)
            case .item(.trim(let t)):
                self.modifiers.append(.trim(start: Track(t.start), end: Track(t.end), offset: Track(t.offset),
                                            sequential: t.mode == .sequential))
                modifiers.append(self.modifiers.count - 1)
            case .item(.roundedCorners(let r)):
                self.modifiers.append(.roundedCorners(Track(r)))
                modifiers.append(self.modifiers.count - 1)
            case .item(.puckerBloat(let a)):
                self.modifiers.append(.puckerBloat(Track(a)))
                modifiers.append(self.modifiers.count - 1)
            case .item(.transform), .item(.repeater), .item(.mergePaths), .item(.unsupported):
                break
            }
        }
        styles.removeSubrange(styleBase...)
        modifiers.removeSubrange(modBase...)
    }

    private mutating func addShape(_ geometry: ShapeGeometry, group: Int, styles: [Int], modifiers: [Int]) {
        shapes.append(Shape(group: group, geometry: geometry, modifiers: modifiers.reversed()))
        let index = shapes.count - 1
        for s in styles { self.styles[s].shapes.append(index) }
    }

    /// Replaces each repeater and the items before it by `⌈c⌉` (maximum over its keyframes,
    /// capped) copy groups of those items.
    private mutating func expandRepeaters(_ items: [WalkItem]) -> [WalkItem] {
        var out: [WalkItem] = []
        for item in items {
            guard !item.isHidden, case .item(.repeater(let r)) = item.content else {
                out.append(item)
                continue
            }
            let track = RepeaterTrack(r)
            let maxCopies = r.copies.keyframes.map(\.value).max().map { max($0, r.copies.initialValue) } ?? r.copies.initialValue
            let count = min(max(Int(maxCopies.rounded(.up)), 0), max(1, budget / max(out.count, 1)), 1000)
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

/// An item as walked: a file item, or a repeater copy made of earlier items.
struct WalkItem: Sendable {
    enum Content: Sendable {
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
