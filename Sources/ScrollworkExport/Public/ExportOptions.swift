import Scrollwork

/// How an animation is written: frame rate, looping, quality, background, GIF's alpha rules
/// and where `ffmpeg` is.
public struct ExportOptions: Hashable, Sendable {
    /// Frames per second of the output (GIF keeps hundredths of a second, WebP milliseconds:
    /// frame `k` starts at the nearest unit to `k / framesPerSecond`, so the total is exact).
    public var framesPerSecond: Double
    /// How many times the animation plays: 0 = forever (the default). Video ignores it.
    public var loopCount: Int
    /// 0…100, or nil for the format's ``ExportFormat/defaultQuality``. WebP: the lossy
    /// quality (100 = lossless); GIF: the palette size (`256 · quality / 100` colours, at
    /// least 2); video: the encoder's constant-quality level; APNG is lossless and ignores it.
    public var quality: Int?
    /// An opaque colour under every frame, or nil to keep transparency where the format has
    /// it (MP4 has none: its frames go over white).
    public var background: Color?
    /// GIF's on/off transparency and palette.
    public var gif: GIFOptions
    /// The `ffmpeg` executable for video; nil finds `ffmpeg` on `PATH`.
    public var ffmpegPath: String?
    /// Video only: an average bit rate in bits a second for the encoder to aim at (a size
    /// budget), instead of the constant quality ``quality`` sets; nil (the default) keeps the
    /// quality constant.
    public var videoBitrate: Int?

    /// Options for `framesPerSecond` frames a second, looping forever, default quality,
    /// transparent.
    public init(framesPerSecond: Double = 30, loopCount: Int = 0, quality: Int? = nil, background: Color? = nil,
                gif: GIFOptions = GIFOptions(), ffmpegPath: String? = nil, videoBitrate: Int? = nil) {
        self.framesPerSecond = framesPerSecond
        self.loopCount = loopCount
        self.quality = quality
        self.background = background
        self.gif = gif
        self.ffmpegPath = ffmpegPath
        self.videoBitrate = videoBitrate
    }

    /// The quality in effect for `format`.
    public func quality(for format: ExportFormat) -> Int { quality ?? format.defaultQuality }

    /// Checks the ranges of every option.
    public func validate() throws(ExportError) {
        guard framesPerSecond.isFinite, framesPerSecond > 0, framesPerSecond <= 1000 else {
            throw .invalidOption("the frame rate must be in (0, 1000] frames a second (got \(framesPerSecond))")
        }
        guard (0...65_535).contains(loopCount) else { throw .invalidOption("the loop count must be in 0…65535 (got \(loopCount))") }
        if let quality, !(0...100).contains(quality) { throw .invalidOption("the quality must be in 0…100 (got \(quality))") }
        if let threshold = gif.alphaThreshold, !(threshold.isFinite && (0...1).contains(threshold)) {
            throw .invalidOption("the GIF alpha threshold must be in 0…1 (got \(threshold))")
        }
        if let videoBitrate, !(1_000...1_000_000_000).contains(videoBitrate) {
            throw .invalidOption("the video bit rate must be in 1,000…1,000,000,000 bits a second (got \(videoBitrate))")
        }
    }
}

/// GIF's rules for transparency and colour: a pixel is either fully transparent or opaque.
public struct GIFOptions: Hashable, Sendable {
    /// Pixels whose alpha is below this (0…1) become transparent; the rest opaque. nil (the
    /// default): 0.5 without a ``matte``; with one, any pixel with some coverage is kept and
    /// composited over it (a threshold of 0), so edges are as smooth over that
    /// colour as the render.
    public var alphaThreshold: Double?
    /// The colour the GIF will be shown over, if known: kept pixels are composited over it, so
    /// antialiased edges blend into that page instead of showing their own colour at full
    /// strength. nil keeps each kept pixel's straight (un-premultiplied) colour.
    public var matte: Color?
    /// Floyd–Steinberg dithering in libgd's median-cut quantiser (off: the nearest palette
    /// colour per pixel). Pixels on the alpha edge (within two pixels of a transparent one)
    /// always take the nearest colour, so no dithered dots line a transparent edge.
    public var dither: Bool

    /// The default threshold, no matte, dithering on.
    public init(alphaThreshold: Double? = nil, matte: Color? = nil, dither: Bool = true) {
        self.alphaThreshold = alphaThreshold
        self.matte = matte
        self.dither = dither
    }

    /// The threshold in effect: ``alphaThreshold``, else 0 with a matte (every pixel with
    /// some alpha is kept) and 0.5 without.
    package var effectiveAlphaThreshold: Double { alphaThreshold ?? (matte == nil ? 0.5 : 0) }
}
