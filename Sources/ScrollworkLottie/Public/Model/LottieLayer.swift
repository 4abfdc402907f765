import Scrollwork
import ScrollworkCanvas

/// One layer of a composition (LOTTIE_FORMAT.md §4), with its references resolved.
///
/// Times (``inPoint``, ``outPoint``, keyframes) are frames of the **containing** composition.
/// ``parent`` and ``LottieMatte/sourceLayer`` are positions in the same ``LottieComposition``'s
/// ``LottieComposition/layers`` array, already checked (no cycles, chains at most
/// ``LottieLimits/maxParentDepth`` long).
public struct LottieLayer: Hashable, Sendable {
    /// What the layer draws.
    public enum Content: Hashable, Sendable {
        /// `ty` 0: a precomposition instance.
        case precomp(LottiePrecompLayer)
        /// `ty` 1: a filled rectangle.
        case solid(LottieSolidLayer)
        /// `ty` 2: an image asset, by id (`refId`).
        case image(assetID: String)
        /// `ty` 3: nothing; a parent for others.
        case null
        /// `ty` 4: shape items.
        case shapes([LottieShapeItem])
        /// `ty` 5: text.
        case text(LottieText)
        /// `ty` 15: a data layer showing a data asset (``LottieDataAsset``, by id `refId`) to
        /// expressions. It draws nothing.
        case data(assetID: String)
        /// `ty` 6–14 (audio, camera, adjustment, …): draws nothing (diagnostic). Layers of
        /// unknown types are skipped by the reader and do not appear at all.
        case unsupported(type: Int)
    }

    /// Name (`nm`).
    public var name: String?
    /// Index (`ind`), used by `parent` and `tp`.
    public var index: Int?
    /// The `parent` `ind` as written in the file.
    public var parentIndex: Int?
    /// The resolved parent: its position in the containing layer list (`nil` when there is
    /// none, or the link was dropped as missing or cyclic).
    public var parent: Int?
    /// First frame the layer is visible (`ip`).
    public var inPoint: Double
    /// End frame, exclusive (`op`).
    public var outPoint: Double
    /// Start time of the content (`st`), for precomp children.
    public var startTime: Double
    /// Time stretch of the content (`sr`); 0 is replaced by 1 (diagnostic).
    public var timeStretch: Double
    /// The layer transform (`ks`).
    public var transform: LottieTransform
    /// Auto-orient along the position path (`ao`).
    public var autoOrient: Bool
    /// Hidden (`hd`): not drawn, still a parent and a matte source.
    public var isHidden: Bool
    /// Blend mode (`bm`).
    public var blendMode: BlendMode
    /// Masks, in order (only when `hasMask` or a non-empty `masksProperties`).
    public var masks: [LottieMask]
    /// Track matte of this (content) layer.
    public var matte: LottieMatte?
    /// Whether the layer is used as a matte source (`td`, or referenced by another layer's
    /// matte): then it is not drawn by itself.
    public var isMatteSource: Bool
    /// 3D layer (`ddd`): drawn flat (diagnostic).
    public var is3D: Bool
    /// Whether the file gave effects (`ef`); they are not drawn (diagnostic).
    public var hasEffects: Bool
    /// The effects (`ef`) as the file gives them; expressions read their controls.
    public var effects: [LottieEffect]
    /// Whether the file gave layer styles (`sy`), ignored.
    public var hasLayerStyles: Bool
    /// What the layer draws.
    public var content: Content
    /// The JSON path of the layer (`$.layers[3]`, `$.assets[0].layers[1]`).
    public var jsonPath: String

    /// Creates a layer with neutral defaults.
    public init(content: Content, inPoint: Double, outPoint: Double, jsonPath: String = "$") {
        self.name = nil
        self.index = nil
        self.parentIndex = nil
        self.parent = nil
        self.inPoint = inPoint
        self.outPoint = outPoint
        self.startTime = 0
        self.timeStretch = 1
        self.transform = .identity
        self.autoOrient = false
        self.isHidden = false
        self.blendMode = .normal
        self.masks = []
        self.matte = nil
        self.isMatteSource = false
        self.is3D = false
        self.hasEffects = false
        self.effects = []
        self.hasLayerStyles = false
        self.content = content
        self.jsonPath = jsonPath
    }
}

/// The fields of a precomposition layer (`ty` 0).
public struct LottiePrecompLayer: Hashable, Sendable {
    /// The precomp asset drawn (`refId`); `nil` when it is missing, cyclic or nested deeper
    /// than ``LottieLimits/maxPrecompDepth`` (the layer then draws nothing; diagnostic).
    public var assetID: String?
    /// The clip size (`w`, `h`) in layer space.
    public var size: Size
    /// Time remap (`tm`): values are **seconds** inside the precomp.
    public var timeRemap: LottieProperty<Double>?

    /// Creates precomp-layer fields.
    public init(assetID: String?, size: Size, timeRemap: LottieProperty<Double>? = nil) {
        self.assetID = assetID
        self.size = size
        self.timeRemap = timeRemap
    }
}

/// The fields of a solid layer (`ty` 1): a rectangle `(0, 0, sw, sh)` filled with `sc`.
public struct LottieSolidLayer: Hashable, Sendable {
    /// The colour (`sc`, a `#rrggbb` string).
    public var color: Color
    /// The size (`sw`, `sh`).
    public var size: Size

    /// Creates solid-layer fields.
    public init(color: Color, size: Size) {
        self.color = color
        self.size = size
    }
}
