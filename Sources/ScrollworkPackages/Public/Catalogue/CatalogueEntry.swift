import Foundation

/// One package offered by a catalogue: which version of it exists and where to get it.
public struct CatalogueEntry: Hashable, Sendable {
    /// The package id: 1–128 characters of `A–Z a–z 0–9 . _ -`, not starting with a dot
    /// (ids name folders in the cache).
    public var id: String
    /// The version; any change of it (not only an increase) makes the store fetch the package.
    public var version: String
    /// Where the package's zip lives (`http`, `https` or `file`); relative URLs in the
    /// catalogue are resolved against the catalogue's own URL.
    public var url: URL
    /// The expected SHA-256 of the zip, lowercase hex, if the catalogue gives one.
    public var sha256: String?

    /// Creates an entry.
    public init(id: String, version: String, url: URL, sha256: String? = nil) {
        self.id = id
        self.version = version
        self.url = url
        self.sha256 = sha256?.lowercased()
    }

    /// Whether `id` is a usable package id.
    public static func isValidID(_ id: String) -> Bool {
        guard !id.isEmpty, id.utf8.count <= 128, !id.hasPrefix(".") else { return false }
        return id.utf8.allSatisfy { c in
            (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x2E || c == 0x5F || c == 0x2D
        }
    }
}
