/// What changed on a node since the renderer last looked.
@usableFromInline
struct DirtyFlags: OptionSet, Sendable {
    @usableFromInline let rawValue: UInt8
    @usableFromInline init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Position, anchor, scale, rotation, skew, 3D transform, size, parent.
    @usableFromInline static let transform = DirtyFlags(rawValue: 1)
    /// Shape kind, size, corner radius, path.
    @usableFromInline static let geometry = DirtyFlags(rawValue: 2)
    /// Text, font, size, alignment, wrap width.
    @usableFromInline static let text = DirtyFlags(rawValue: 4)
    /// The mask.
    @usableFromInline static let mask = DirtyFlags(rawValue: 8)
    /// Children or their z-positions.
    @usableFromInline static let order = DirtyFlags(rawValue: 16)
    /// The content object (a new one; its own changes show in its revision).
    @usableFromInline static let content = DirtyFlags(rawValue: 32)
    /// Everything.
    @usableFromInline static let all = DirtyFlags(rawValue: 63)
}
