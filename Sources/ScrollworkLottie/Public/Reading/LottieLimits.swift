/// Bounds on the work a Lottie file can demand (LOTTIE_FORMAT.md §16), all in one place.
///
/// Each bound is enforced either by a typed ``LottieError`` (the file is refused) or by
/// clamping/truncating with a ``Diagnostic`` (the file loads, bounded) — except
/// ``maxFrameRange``, which bounds what tools iterate, not what loads:
///
/// | limit | default | on excess |
/// |---|---|---|
/// | ``maxFileSize`` | 64 MiB | error `.tooLarge` |
/// | ``maxJSONDepth`` | 128 | error `.nestingTooDeep` with the byte offset |
/// | ``maxFrameRange`` | 1,000,000 frames | not a load error: `scrollwork render --all` and frame ranges refuse to iterate more; benchmarks and contact sheets sample at most that many |
/// | ``maxKeyframesPerProperty`` | 100,000 | keyframes truncated, diagnostic |
/// | ``maxVerticesPerPath`` | 100,000 | vertices truncated, diagnostic |
/// | ``maxRepeaterCopies`` | 1,000 | copies values clamped to `[0, max]` (NaN → 0), diagnostic |
/// | ``maxPolystarPoints`` | 1,000 | points clamped to `[3, max]`, diagnostic |
/// | ``maxPrecompDepth`` | 32 | the deeper (or cyclic) precomp reference is dropped, diagnostic |
/// | ``maxParentDepth`` | 64 | parent chains that cycle or exceed it lose the offending link, diagnostic |
/// | ``maxEffectRadius`` | 250 (layer units) | blur and drop-shadow reach (3σ) and shadow distance clamped at render, diagnostic at read |
/// | ``maxTextCharacters`` (all text documents of a file) | 100,000 | documents cut, diagnostic |
/// | ``maxArchiveEntries`` | 10,000 | error `.invalidArchive` |
/// | ``maxArchiveUncompressedSize`` | 256 MiB (total of the entries read) | error `.invalidArchive` |
/// | ``maxArchiveCompressionRatio`` | 200 (for entries over 1 MiB) | error `.invalidArchive` |
/// | ``maxExpressionSteps`` | 16 Mi bytecode instructions per evaluation | the script is stopped; the property's own value, diagnostic |
/// | ``maxExpressionSeconds`` | 0.25 s of the thread's CPU time per evaluation | the script is stopped; the property's own value, diagnostic |
/// | ``maxExpressionMemory`` | 64 MiB for all of a renderer's expressions | the allocation fails; the property's own value, diagnostic |
/// | (fixed) Array methods that loop over `length` | 1 Mi elements | a RangeError; the property's own value, diagnostic |
public struct LottieLimits: Hashable, Sendable {
    /// Largest JSON document (or `.lottie` file) accepted, in bytes.
    public var maxFileSize: Int = 64 << 20
    /// Deepest nesting of JSON arrays and objects.
    public var maxJSONDepth: Int = 128
    /// The most frames a tool iterates over one file (`scrollwork render --all` or `--frames`,
    /// frame-by-frame benchmarks). A file with a longer range (`op − ip`) loads and renders any
    /// frame: rendering is random access, so a long range is only work for a caller that asks
    /// for every frame.
    public var maxFrameRange: Double = 1_000_000
    /// Most keyframes kept for one property.
    public var maxKeyframesPerProperty: Int = 100_000
    /// Most vertices kept for one bézier path.
    public var maxVerticesPerPath: Int = 100_000
    /// Most copies a repeater may make.
    public var maxRepeaterCopies: Double = 1_000
    /// Most points of a polystar.
    public var maxPolystarPoints: Double = 1_000
    /// Deepest nesting of precomposition layers.
    public var maxPrecompDepth: Int = 32
    /// Longest parent chain.
    public var maxParentDepth: Int = 64
    /// Farthest a layer effect may spread a pixel, in layer units: a Gaussian blur's or drop
    /// shadow's reach (three standard deviations) and a drop shadow's distance. Larger values
    /// are clamped when drawn (the reader reports static ones over it); the work of a blur does
    /// not grow with its radius (three box passes), but its reach grows the layer's offscreen.
    public var maxEffectRadius: Double = 250
    /// Most characters of all the text documents of a file together (each document keyframe
    /// counts); text past it is cut.
    public var maxTextCharacters: Int = 100_000
    /// Most entries in a `.lottie` archive.
    public var maxArchiveEntries: Int = 10_000
    /// Largest total uncompressed size of the archive entries read.
    public var maxArchiveUncompressedSize: Int = 256 << 20
    /// Largest uncompressed/compressed ratio of an archive entry over 1 MiB.
    public var maxArchiveCompressionRatio: Int = 200

    /// Most bytecode instructions one expression evaluation may run (counted in steps of
    /// 256 Ki instructions, the engine's interrupt interval).
    public var maxExpressionSteps: Int = 16 << 20
    /// Most CPU time of the evaluating thread one expression evaluation may take, in seconds
    /// (time spent waiting for a core on a loaded machine does not count). The clock starts at
    /// the evaluation's first check (within 256 Ki instructions or 256 allocations), so that
    /// the many short evaluations never read it.
    public var maxExpressionSeconds: Double = 0.25
    /// Most memory the expression engine of one renderer may hold, in bytes.
    public var maxExpressionMemory: Int = 64 << 20

    /// The default limits.
    public init() {}

    /// The default limits.
    public static let `default` = LottieLimits()
}
