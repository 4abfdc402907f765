/// Why a font could not be loaded.
public enum FontError: Error, Hashable, Sendable {
    /// FreeType could not start.
    case freeTypeUnavailable(code: Int32)
    /// The file could not be opened as a font (FreeType's error code).
    case cannotOpen(path: String, code: Int32)
}
