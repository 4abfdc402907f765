/// A file format ``AnimationExporter`` and ``AnimationWriter`` write.
public enum ExportFormat: String, CaseIterable, Hashable, Sendable {
    /// Animated GIF (giflib), 256 colours per frame from libgd's quantiser, 1-bit alpha.
    case gif
    /// Animated WebP (libwebp's `WebPAnimEncoder`), lossy with alpha, or lossless at quality 100.
    case webp
    /// Animated PNG: libpng-compressed frames in APNG's frame-control chunks; lossless with alpha.
    case apng
    /// H.264 video in an MP4 container, encoded by the `ffmpeg` program; no alpha.
    case mp4
    /// VP9 video in a WebM container, encoded by the `ffmpeg` program; with alpha.
    case webm

    /// The format a file name's extension names (`.gif`, `.webp`, `.png` or `.apng`, `.mp4` or
    /// `.m4v`, `.webm`; any case), or nil.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(name: String(path[path.index(after: dot)...]))
    }

    /// The format for a name as the command line takes it (`gif`, `webp`, `png`/`apng`,
    /// `mp4`/`m4v`, `webm`; any case), or nil.
    public init?(name: String) {
        switch name.lowercased() {
        case "gif": self = .gif
        case "webp": self = .webp
        case "png", "apng": self = .apng
        case "mp4", "m4v": self = .mp4
        case "webm": self = .webm
        default: return nil
        }
    }

    /// Whether the format keeps transparency (GIF only as on/off per pixel).
    public var hasAlpha: Bool { self != .mp4 }

    /// Whether the format is written by the external `ffmpeg` program.
    public var needsFFmpeg: Bool { self == .mp4 || self == .webm }

    /// The largest width and height the format (or its encoder) takes.
    public var maxDimension: Int {
        switch self {
        case .gif: 65_535
        case .webp: 16_383
        case .apng: 1 << 24
        case .mp4, .webm: 16_384
        }
    }

    /// The quality used when none is given: 100 for GIF (a full 256-colour palette), 90 for
    /// WebP and video; APNG is lossless and has none.
    public var defaultQuality: Int {
        switch self {
        case .gif, .apng: 100
        case .webp, .mp4, .webm: 90
        }
    }
}
