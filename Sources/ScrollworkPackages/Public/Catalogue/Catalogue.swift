import Foundation

/// A list of packages published by a server, read from JSON:
///
/// ```json
/// { "packages": [
///     { "id": "rose", "version": "2", "url": "packages/rose-2.zip",
///       "sha256": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08" } ] }
/// ```
///
/// A bare array of entries is accepted too. `version` may be a string or a number. Relative
/// `url`s are resolved against the catalogue's URL. Every problem is a ``PackageError``
/// (``PackageError/Kind/catalogueNotJSON`` or ``PackageError/Kind/invalidCatalogue``) naming
/// the entry.
public struct Catalogue: Hashable, Sendable {
    /// The entries, in file order; ids are unique.
    public var entries: [CatalogueEntry]

    /// Creates a catalogue from entries (ids must be unique and valid).
    public init(entries: [CatalogueEntry]) throws(PackageError) {
        var seen = Set<String>()
        for entry in entries {
            guard CatalogueEntry.isValidID(entry.id) else {
                throw PackageError(.invalidCatalogue, message: "package id '\(entry.id)' is not usable (A–Z a–z 0–9 . _ -, not starting with a dot)")
            }
            guard seen.insert(entry.id).inserted else {
                throw PackageError(.invalidCatalogue, message: "package id '\(entry.id)' appears twice")
            }
        }
        self.entries = entries
    }

    /// Reads a catalogue from JSON bytes; relative URLs are resolved against `baseURL`.
    public init(json bytes: [UInt8], baseURL: URL? = nil) throws(PackageError) {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            throw PackageError(.catalogueNotJSON, message: "the catalogue is not JSON (\(bytes.count) bytes)")
        }
        let list: [Any]
        if let array = root as? [Any] {
            list = array
        } else if let object = root as? [String: Any], let array = object["packages"] as? [Any] {
            list = array
        } else {
            throw PackageError(.invalidCatalogue, message: "the catalogue is neither an array nor an object with a 'packages' array")
        }
        var entries: [CatalogueEntry] = []
        for (index, item) in list.enumerated() {
            let path = "packages[\(index)]"
            guard let fields = item as? [String: Any] else {
                throw PackageError(.invalidCatalogue, message: "\(path) is not an object")
            }
            guard let id = fields["id"] as? String else {
                throw PackageError(.invalidCatalogue, message: "\(path).id is missing or not a string")
            }
            guard let version = Self.version(fields["version"]) else {
                throw PackageError(.invalidCatalogue, packageID: id, message: "\(path).version is missing or not a string or number")
            }
            guard let link = fields["url"] as? String, let url = URL(string: link, relativeTo: baseURL)?.absoluteURL else {
                throw PackageError(.invalidCatalogue, packageID: id, message: "\(path).url is missing or not a URL")
            }
            var sha256: String?
            if let value = fields["sha256"] {
                guard let hex = value as? String, hex.utf8.count == 64,
                      hex.lowercased().utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }) else {
                    throw PackageError(.invalidCatalogue, packageID: id, message: "\(path).sha256 is not 64 hex digits")
                }
                sha256 = hex
            }
            entries.append(CatalogueEntry(id: id, version: version, url: url, sha256: sha256))
        }
        try self.init(entries: entries)
    }

    /// A version from a JSON string or number (integral numbers without a fraction); nil for
    /// anything else (booleans included).
    private static func version(_ value: Any?) -> String? {
        guard let value else { return nil }
        if let text = value as? String { return text.isEmpty ? nil : text }
        if let number = value as? NSNumber {
            // Booleans arrive as NSNumbers too; their type encoding is `c` (char).
            if String(cString: number.objCType) == "c" { return nil }
            let double = number.doubleValue
            guard double.isFinite else { return nil }
            return double == double.rounded() && abs(double) < 1e15 ? String(Int64(double)) : String(double)
        }
        if value is Bool { return nil }
        if let integer = value as? Int { return String(integer) }
        if let double = value as? Double, double.isFinite {
            return double == double.rounded() && abs(double) < 1e15 ? String(Int64(double)) : String(double)
        }
        return nil
    }
}
