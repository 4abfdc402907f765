import Scrollwork
import ScrollworkCanvas

/// A complete, validated Lottie animation: the model the importer maps onto the engine.
///
/// Produced by ``LottieReader``. Every reference in it is resolved or dropped (with a
/// ``Diagnostic``), every limit of ``LottieLimits`` holds, and values are normalised
/// (keyframe formats, legacy colours, closed flags, slots), so the importer never looks at
/// JSON again. Frame numbers are absolute composition frames, as in the file.
public struct LottieAnimation: Hashable, Sendable {
    /// Canvas size (`w`, `h`).
    public var size: Size
    /// Frames per second (`fr`, > 0, often fractional).
    public var frameRate: Double
    /// First frame (`ip`).
    public var inPoint: Double
    /// End frame, exclusive (`op` > `ip`); the last frame drawn is `op − 1`.
    public var outPoint: Double
    /// Exporter version (`v`), if given.
    public var version: String?
    /// Spec version (`ver`, `MMmmpp`), if given.
    public var specVersion: Int?
    /// Name (`nm`).
    public var name: String?
    /// The root composition.
    public var root: LottieComposition
    /// Precomposition assets by id.
    public var precomps: [String: LottieComposition]
    /// Image assets by id.
    public var images: [String: LottieImageAsset]
    /// Data assets (`t: 3`, JSON files that data layers show to expressions) by id.
    public var dataAssets: [String: LottieDataAsset]
    /// Markers, in file order.
    public var markers: [LottieMarker]
    /// The fonts text documents name (`fonts.list`).
    public var fonts: [LottieFont]
    /// The glyph outlines of the file (`chars`), nil when it has none: then text is drawn
    /// with installed fonts (see ``LottieFont``).
    public var glyphs: [LottieGlyph]?
    /// Font files that came with the animation (a `.lottie` archive's `.ttf`/`.otf`/`.ttc`
    /// entries), by entry name.
    public var fontFiles: [String: [UInt8]]
    /// Whether the file declares 3D layers (`ddd`).
    public var is3D: Bool
    /// Everything read but not drawable, or repaired, in file order.
    public var diagnostics: [Diagnostic]
    /// The folder external image files are resolved against, when loaded from a file.
    public var baseDirectory: String?
    /// The installed fonts the reader's font matcher chose for the text's fonts.
    package var matchedFonts: [FontRequest: FontMatch] = [:]

    /// Creates an animation (mainly for tests; files come through ``LottieReader``).
    public init(size: Size, frameRate: Double, inPoint: Double, outPoint: Double, root: LottieComposition,
                precomps: [String: LottieComposition] = [:], images: [String: LottieImageAsset] = [:],
                markers: [LottieMarker] = [], diagnostics: [Diagnostic] = []) {
        self.size = size
        self.frameRate = frameRate
        self.inPoint = inPoint
        self.outPoint = outPoint
        self.version = nil
        self.specVersion = nil
        self.name = nil
        self.root = root
        self.precomps = precomps
        self.images = images
        self.dataAssets = [:]
        self.markers = markers
        self.fonts = []
        self.glyphs = nil
        self.fontFiles = [:]
        self.is3D = false
        self.diagnostics = diagnostics
        self.baseDirectory = nil
    }

    /// The root layers, top first.
    public var layers: [LottieLayer] { root.layers }

    /// The frames `ip … op − 1` and the progress ↔ frame mapping every player, binding and tool
    /// uses (`FrameRange`).
    public var frameRange: FrameRange { FrameRange(inPoint: inPoint, outPoint: outPoint) }

    /// Duration in frames, `op − ip`.
    public var frameCount: Double { outPoint - inPoint }

    /// Duration in seconds.
    public var duration: Double { frameCount / frameRate }

    /// The marker with a name, if any (the first one if several share it).
    public func marker(named name: String) -> LottieMarker? {
        markers.first { $0.name == name }
    }
}
