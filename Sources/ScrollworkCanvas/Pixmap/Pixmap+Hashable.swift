/// Pixmaps hash by size and pixels (consistent with their `==`), so models that hold decoded
/// images stay `Hashable`.
extension Pixmap: Hashable {
    /// Hashes the size and the pixels.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(storage)
    }
}
