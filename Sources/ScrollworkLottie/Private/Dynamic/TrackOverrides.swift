import Scrollwork

/// What replaces a property's values from the file at run time: a value provider (for good) or
/// a value handle (while it is active).
struct TrackOverride<Value> {
    /// The value at a frame, or nil to use the file's (an inactive handle).
    let lookup: (Double) -> Value?
    /// Whether the file's keyframes are never used (a provider), so a track need not keep them.
    let isPermanent: Bool

    @inlinable
    func value(atFrame t: Double) -> Value? { lookup(t) }
}

/// The overrides a render tree is built with, by the slot id the ``DynamicPropertyResolver``
/// gave each matched property. Handed explicitly to every track as the tree is built.
struct TrackOverrides {
    /// No overrides: the file as it is.
    static var none: TrackOverrides { TrackOverrides() }

    /// One coordinate of a point-valued provider or handle: the `Position X` or `Position Y`
    /// of a split position driven as a whole `Position`.
    struct PointCoordinate {
        let point: (Double) -> Point?
        let isPermanent: Bool
        let axis: Int
    }

    /// A `LottieValueProvider<Value>`, a `LottieValueHandle<Value>` or a ``PointCoordinate``.
    var bySlot: [String: Any] = [:]
    /// The renderer's expression evaluator, when the file has expressions and they are on.
    var expressions: (any ExpressionEvaluating)?
    /// The renderer's tween, which every track that can change blends through.
    var blending: TrackBlend?
    /// Where the tracks built with these overrides note when they can change (the part of
    /// the tree being built: a layer's transform, or the rest of the layer).
    var changes: ChangeRecorder?

    /// These overrides, with tracks noting their changes in `recorder`.
    func recording(into recorder: ChangeRecorder) -> TrackOverrides {
        var o = self
        o.changes = recorder
        return o
    }

    /// What replaces `property`'s values from the file: the provider or handle bound to its slot,
    /// else its expression (``expressionOverride(for:_:)``), else nil. Notes in ``changes`` when
    /// the property can change: at any frame with a provider or an expression that is not
    /// timeless (a handle bumps the renderer's revision instead), and over its keyframes
    /// (`spatial`: motion tangents count).
    func override<Source, Value: Interpolatable & Sendable>(of property: LottieProperty<Source>, spatial: Bool = false,
                                                            _ convert: @escaping (Source) -> Value) -> TrackOverride<Value>? {
        let bound = override(for: property.slotID, as: Value.self)
        let expression = bound == nil ? expressionOverride(for: property, convert) : nil
        if let changes {
            if expression?.isTimeless == false || bound?.isPermanent == true { changes.always = true }
            changes.record(property, spatial: spatial)
        }
        return bound ?? expression?.override
    }

    /// The override of the property carrying `slot`, if one of type `Value` is bound to it.
    func override<Value: Interpolatable & Sendable>(for slot: String?, as type: Value.Type) -> TrackOverride<Value>? {
        guard let slot, let entry = bySlot[slot] else { return nil }
        switch entry {
        case let provider as LottieValueProvider<Value>:
            return TrackOverride(lookup: { provider.value(atFrame: $0) }, isPermanent: true)
        case let handle as LottieValueHandle<Value>:
            return TrackOverride(lookup: { _ in handle.isActive ? handle.value : nil }, isPermanent: false)
        case let c as PointCoordinate where Value.self == Double.self:
            return TrackOverride(lookup: { t in c.point(t).map { (c.axis == 0 ? $0.x : $0.y) as? Value } ?? nil },
                                 isPermanent: c.isPermanent)
        default:
            return nil
        }
    }

    /// Binds a provider or handle (`entry`) to `slot`.
    mutating func bind(_ entry: Any, toSlot slot: String) { bySlot[slot] = entry }
}
