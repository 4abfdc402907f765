/// Why a package operation failed. Every failure leaves the store consistent: the index and
/// the files on disk agree, and a package that was being served before is still served.
public struct PackageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of failure.
    public enum Kind: Hashable, Sendable {
        /// The catalogue is not JSON at all.
        case catalogueNotJSON
        /// The catalogue is JSON but not a catalogue (missing or bad fields, duplicate ids).
        case invalidCatalogue
        /// The server answered with a non-success HTTP status (404, 500, …).
        case httpStatus(Int)
        /// No data arrived for longer than the configured timeout.
        case timedOut
        /// The connection failed or broke off before the whole body arrived.
        case transport
        /// The downloaded bytes do not match the catalogue's SHA-256.
        case checksumMismatch
        /// The bytes are not a ZIP archive, or the archive is broken or too large.
        case invalidArchive
        /// An archive entry would be written outside the package's folder (zip-slip), or is a
        /// symbolic link.
        case unsafeArchive
        /// The archive holds no animation that `ScrollworkLottie/LottieReader` can load.
        case noAnimation
        /// No package with this id is known to the store.
        case unknownPackage
        /// The package is known but has no installed files (still queued, failed or evicted).
        case notInstalled
        /// The installed files are missing or damaged; the package is queued to be fetched again.
        case corrupt
        /// The operation was cancelled.
        case cancelled
        /// Reading or writing the cache folder or the SQLite index failed.
        case storage
        /// A URL scheme other than `http`, `https` or `file`.
        case unsupportedURL
    }

    /// The kind of failure.
    public var kind: Kind
    /// The package concerned, if any (`nil` for catalogue-level failures).
    public var packageID: String?
    /// A readable explanation.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, packageID: String? = nil, message: String) {
        self.kind = kind
        self.packageID = packageID
        self.message = message
    }

    /// Whether trying again may help (network trouble, server errors, corrupt transfers).
    public var isTransient: Bool {
        switch kind {
        case .timedOut, .transport, .checksumMismatch: return true
        case .httpStatus(let code): return code >= 500 || code == 408 || code == 429
        default: return false
        }
    }

    /// One line: `"rose: HTTP 404: …"`.
    public var description: String {
        (packageID.map { "\($0): " } ?? "") + message
    }

    /// The same error about package `id`.
    func about(_ id: String) -> PackageError {
        var copy = self
        copy.packageID = id
        return copy
    }
}
