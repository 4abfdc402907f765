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
    public package(set) var name: String?
    /// Index (`ind`), used by `parent` and `tp`.
    public package(set) var index: Int?
    /// The `parent` `ind` as written in the file.
    public package(set) var parentIndex: Int?
    /// The resolved parent: its position in the containing layer list (`nil` when there is
    /// none, or the link was dropped as missing or cyclic).
    public package(set) var parent: Int?
    /// First frame the layer is visible (`ip`).
    public package(set) var inPoint: Double
    /// End frame, exclusive (`op`).
    public package(set) var outPoint: Double
    /// Start time of the content (`st`), for precomp children.
    public package(set) var startTime: Double
    /// Time stretch of the content (`sr`); 0 is replaced by 1 (diagnostic).
    public package(set) var timeStretch: Double
    /// The layer transform (`ks`).
    public package(set) var transform: LottieTransform
    /// Auto-orient along the position path (`ao`).
    public package(set) var autoOrient: Bool
    /// Hidden (`hd`): not drawn, still a parent and a matte source.
    public package(set) var isHidden: Bool
    /// Blend mode (`bm`).
    public package(set) var blendMode: BlendMode
    /// Masks, in order (only when `hasMask` or a non-empty `masksProperties`).
    public package(set) var masks: [LottieMask]
    /// Track matte of this (content) layer.
    public package(set) var matte: LottieMatte?
    /// Whether the layer is used as a matte source (`td`, or referenced by another layer's
    /// matte): then it is not drawn by itself.
    public package(set) var isMatteSource: Bool
    /// 3D layer (`ddd`): drawn flat (diagnostic).
    public package(set) var is3D: Bool
    /// Whether the file gave effects (`ef`); they are not drawn (diagnostic).
    public package(set) var hasEffects: Bool
    /// The effects (`ef`) as the file gives them; expressions read their controls.
    public package(set) var effects: [LottieEffect]
    /// Whether the file gave layer styles (`sy`), ignored.
    public package(set) var hasLayerStyles: Bool
    /// What the layer draws.
    public package(set) var content: Content
    /// The JSON path of the layer (`$.layers[3]`, `$.assets[0].layers[1]`).
    public package(set) var jsonPath: String

    /// Creates a layer with neutral defaults.
    package init(content: Content, inPoint: Double, outPoint: Double, jsonPath: String = "$") {
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
    public package(set) var assetID: String?
    /// The clip size (`w`, `h`) in layer space.
    public package(set) var size: Size
    /// Time remap (`tm`): values are **seconds** inside the precomp.
    public package(set) var timeRemap: LottieProperty<Double>?

    /// Creates precomp-layer fields.
    package init(assetID: String?, size: Size, timeRemap: LottieProperty<Double>? = nil) {
        self.assetID = assetID
        self.size = size
        self.timeRemap = timeRemap
    }
}

/// The fields of a solid layer (`ty` 1): a rectangle `(0, 0, sw, sh)` filled with `sc`.
public struct LottieSolidLayer: Hashable, Sendable {
    /// The colour (`sc`, a `#rrggbb` string).
    public package(set) var color: Color
    /// The size (`sw`, `sh`).
    public package(set) var size: Size

    /// Creates solid-layer fields.
    package init(color: Color, size: Size) {
        self.color = color
        self.size = size
    }
}
