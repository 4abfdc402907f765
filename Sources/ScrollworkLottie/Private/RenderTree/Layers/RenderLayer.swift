import Scrollwork
import ScrollworkCanvas

/// One layer of the render tree: its timing, transform tracks, masks, matte and content.
///
/// A class, shared and never changed once built: the tree walk of every frame reads a layer
/// through a reference instead of copying all its tracks out of the composition's array.
final class RenderLayer {
    /// What the layer draws, looked at once per draw. The two large cases are boxed: a pointer
    /// to copy where they would be hundreds of bytes. The others stay inline, and the solid's
    /// colour and size use every bit of their words, so the case is kept in a byte of its own.
    /// With every case boxed, Swift keeps the case in the spare bits of the box's pointer, and
    /// LeakSanitizer, which finds live objects by scanning memory for their addresses, reports
    /// a tree still in use at exit as leaked.
    enum Content {
        case nothing
        indirect case precomp(composition: Int?, size: Size, timeRemap: Track<Double>?)
        case solid(Color, Size)
        case image(Int?)
        case shapes(ShapeProgram)
        indirect case text(TextProgram)
    }

    struct MaskTrack {
        var mode: MaskMode
        var path: Track<BezierValue>
        var opacity: Track<Double>
        var inverted: Bool
        /// Mask expansion (`x`), in the layer's units: grows (> 0) or shrinks the mask.
        var expansion: Track<Double>
    }

    let parent: Int?
    let inPoint: Double
    let outPoint: Double
    let startTime: Double
    let timeStretch: Double
    let transform: TransformTrack
    let isHidden: Bool
    let isMatteSource: Bool
    let blendMode: BlendMode
    let masks: [MaskTrack]
    let matte: (mode: MatteMode, source: Int?)?
    let content: Content
    /// The effects drawn, in order (applied to the layer's pixels before masks and matte).
    let effects: [RenderEffect]
    /// Transform effects (ty 35), in order: extra transforms of the layer's own drawing.
    let transformEffects: [TransformEffectTrack]
    /// The first stroke effect (ty 22): mask paths stroked over, instead of or revealing the layer.
    let strokeEffect: StrokeEffectTrack?
    /// When the layer's transform can change, and when the rest of what it draws can (masks,
    /// effects, content; not its in and out points, nor a precomp's layers or a matte source).
    let transformChanges: ChangeSpans
    let ownChanges: ChangeSpans

    /// Builds the layer of `layer`; `setMatteSource` is the index (in its composition) of the
    /// layer a set-matte effect takes an alpha matte from, used when the layer has no track matte.
    init(_ layer: LottieLayer, setMatteSource: Int?, compositions: [String: Int], images: [String: Int], glyphs: TextGlyphTable,
         overrides base: TrackOverrides) {
        let transformRecorder = ChangeRecorder(), ownRecorder = ChangeRecorder()
        let overrides = base.recording(into: ownRecorder)
        parent = layer.parent
        inPoint = layer.inPoint
        outPoint = layer.outPoint
        startTime = layer.startTime
        timeStretch = layer.timeStretch == 0 ? 1 : layer.timeStretch
        transform = TransformTrack(layer.transform, autoOrient: layer.autoOrient, overrides: base.recording(into: transformRecorder))
        isHidden = layer.isHidden
        isMatteSource = layer.isMatteSource
        effects = layer.effects.compactMap { RenderEffect($0, overrides: overrides) }
        transformEffects = layer.effects.compactMap { TransformEffectTrack($0, overrides: overrides) }
        strokeEffect = layer.effects.lazy.compactMap { StrokeEffectTrack($0, masks: layer.masks, overrides: overrides) }.first
        blendMode = layer.blendMode
        masks = layer.masks.compactMap { m in
            let mode: MaskMode
            switch m.mode {
            case .none: return nil
            case .add: mode = .add
            case .subtract: mode = .subtract
            case .intersect: mode = .intersect
            case .lighten: mode = .lighten
            case .darken: mode = .darken
            case .difference: mode = .difference
            }
            return MaskTrack(mode: mode, path: Track(path: m.path, in: overrides), opacity: Track(m.opacity, in: overrides),
                             inverted: m.isInverted, expansion: Track(m.expansion, in: overrides))
        }
        if let m = layer.matte {
            let mode: MatteMode
            switch m.mode {
            case .alpha: mode = .alpha
            case .alphaInverted: mode = .alphaInverted
            case .luma: mode = .luma
            case .lumaInverted: mode = .lumaInverted
            }
            matte = (mode, m.sourceLayer)
        } else {
            // A set-matte effect uses that layer as an alpha matte, as lottie-web draws it
            // (channel and invert not read); a track matte (`tt`) takes precedence.
            matte = setMatteSource.map { (.alpha, $0) }
        }
        switch layer.content {
        case .precomp(let p):
            content = .precomp(composition: p.assetID.flatMap { compositions[$0] }, size: p.size,
                               timeRemap: p.timeRemap.map { Track($0, in: overrides) })
        case .solid(let s):
            content = .solid(s.color, s.size)
        case .image(let id):
            content = .image(images[id])
        case .shapes(let items):
            content = .shapes(ShapeProgram(items: items, overrides: overrides))
        case .text(let text):
            content = .text(TextProgram(text, masks: layer.masks, glyphs: glyphs, overrides: overrides,
                                        seed: RenderLayer.seed(layer.jsonPath)))
        case .null, .data, .unsupported:
            content = .nothing
        }
        transformChanges = ChangeSpans(transformRecorder)
        ownChanges = ChangeSpans(ownRecorder)
    }

    /// Whether the composition draws the layer itself (a hidden layer draws nothing; a matte
    /// source is drawn by the layer it is the matte of).
    var isDrawnByComposition: Bool { !isHidden && !isMatteSource }

    /// The frame of a precomp's composition shown at the layer's frame `t`: its time remap (in
    /// seconds, at `frameRate`), else `t` shifted by the start time and divided by the stretch.
    ///
    /// A remapped frame equal to the layer's out point is drawn one frame earlier, as lottie-web
    /// draws it (a remap that ends on the precomp's duration, where nothing is left to show,
    /// then holds its last frame). ThorVG draws the frame as given; After Effects writes the
    /// last keyframe of a time remap one frame before the duration, so its own files do not
    /// reach it, and we follow the canonical player.
    func precompTime(at t: Double, frameRate: Double) -> Double {
        if case .precomp(_, _, let remap?) = content {
            let frame = remap.plainValue(at: t) * frameRate
            return frame == outPoint ? outPoint - 1 : frame
        }
        return (t - startTime) / timeStretch
    }

    /// The `ind` a set-matte effect (28, enabled) takes its matte from (its parameter 0).
    static func setMatteIndex(_ effect: LottieEffect) -> Int? {
        guard effect.type == 28, effect.isEnabled, let first = effect.parameters.first,
              case .layer(let v) = first.value, v.initialValue.isFinite, abs(v.initialValue) < 1e9 else { return nil }
        return Int(v.initialValue)
    }

    /// A number fixed by the layer's place in the file (FNV-1a of its JSON path), so a
    /// randomised text selector shuffles the same way at every load.
    static func seed(_ path: String) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for b in path.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01B3 }
        return h
    }
}
