import ScrollworkCanvas

/// An image asset (`assets[]` with `p`; LOTTIE_FORMAT.md §3): where its encoded bytes are
/// (``source``, fetched by ``LottieImageAsset/data(baseDirectory:limits:)``) and, once
/// ``LottieReader`` has decoded them (PNG, JPEG, WebP or GIF, recognised by content), its pixels
/// (``image``). An asset that cannot be located or decoded has no pixels and a ``Diagnostic``
/// (feature `.image`) at its JSON path; it draws nothing.
public struct LottieImageAsset: Hashable, Sendable {
    /// Where the encoded image bytes live.
    public enum Source: Hashable, Sendable {
        /// A `data:` URL, kept as text and base64-decoded on demand.
        case dataURL(LottieDataURL)
        /// A file named by `u` + `p`, relative to the animation's folder.
        case file(directory: String, name: String)
        /// Bytes already read from a `.lottie` archive's image folder.
        case archived([UInt8])
        /// The asset could not be located (a diagnostic says why).
        case missing
    }

    /// The asset id (`id`) that image layers reference.
    public package(set) var id: String
    /// Declared width (`w`): the image is drawn in `(0, 0, w, h)` of layer space whatever its
    /// pixel size (a 2× image draws at its declared size), centre-cropped to that aspect ratio
    /// when it differs, as lottie-web does. `0` (absent): the pixel size.
    public package(set) var width: Double
    /// Declared height (`h`); see ``width``.
    public package(set) var height: Double
    /// Where the bytes are.
    public package(set) var source: Source
    /// The slot id of the asset (`sid`): a theme's image rule or
    /// ``LottieRenderer/setSlot(_:image:)`` replaces its image.
    public package(set) var slotID: String?
    /// The JSON path of the asset (`$.assets[2]`), for diagnostics.
    public package(set) var jsonPath: String
    /// The decoded pixels (premultiplied), set by ``LottieReader``; `nil` when the bytes could
    /// not be located or decoded (a diagnostic says why) or were not decoded yet (an asset made
    /// by hand: the renderer decodes it).
    public package(set) var image: Pixmap?

    /// Creates an image asset (not decoded yet: ``image`` is `nil`).
    package init(id: String, width: Double, height: Double, source: Source, jsonPath: String = "$") {
        self.id = id
        self.width = width
        self.height = height
        self.source = source
        self.jsonPath = jsonPath
        self.image = nil
    }
}

/// A `data:[<media type>][;base64],<data>` URL, validated at load time and decoded lazily.
public struct LottieDataURL: Hashable, Sendable {
    /// The media type, e.g. `image/png` (empty if the URL gave none).
    public package(set) var mediaType: String
    /// Whether the payload is base64 (otherwise it is percent-encoded text).
    public package(set) var isBase64: Bool
    /// The payload text after the comma.
    public package(set) var payload: Substring

    /// Parses a data URL; `nil` if the text is not one (no `data:` prefix or no comma).
    public init?(_ text: String) {
        guard text.hasPrefix("data:"), let comma = text.firstIndex(of: ",") else { return nil }
        let header = text[text.index(text.startIndex, offsetBy: 5)..<comma]
        let parts = header.split(separator: ";", omittingEmptySubsequences: false)
        mediaType = parts.first.map(String.init) ?? ""
        isBase64 = parts.dropFirst().contains { $0.lowercased() == "base64" }
        payload = text[text.index(after: comma)...]
    }

    /// The decoded bytes; `nil` if the base64 payload is malformed.
    public func decoded() -> [UInt8]? {
        if isBase64 { return Base64.decode(payload.utf8) }
        return Array(payload.utf8)
    }

    /// Whether the payload is well-formed, checked without allocating.
    public var isWellFormed: Bool {
        isBase64 ? Base64.isValid(payload.utf8) : true
    }
}
