import Scrollwork

/// The text of a text layer (`ty` 5, its `t`): the keyframed text document, the animators
/// that move, turn and colour its characters, the grouping their anchors use, and text on a
/// path.
public struct LottieText: Hashable, Sendable {
    /// The documents (`d.k`), in time order, at least one. A document holds from its time until
    /// the next one's (no interpolation between documents); the first also before its time.
    public package(set) var documents: [LottieTextDocumentKeyframe]
    /// The animators (`a`), in file order (later ones apply on top of earlier ones).
    public package(set) var animators: [LottieTextAnimator]
    /// What the characters' anchors group (`m.g`).
    public package(set) var grouping: LottieTextGrouping
    /// Where in each group its anchor lies (`m.a`), as percentages of the group's width and of
    /// the line's height.
    public package(set) var groupAlignment: LottieProperty<LottieVector>
    /// Text on a path (`p` with a mask index), if set.
    public package(set) var path: LottieTextPath?
    /// The expression on the document (`d.x`), kept when expressions are evaluated: its result
    /// replaces the text of the document shown.
    public package(set) var documentExpression: String?
    /// The JSON path of ``documentExpression`` (`$.layers[0].t.d.x`).
    public package(set) var documentExpressionPath: String?
    /// The slot id of the document (`d.sid`): a theme's text rule or
    /// ``LottieRenderer/setSlot(_:text:)`` replaces the documents of every text carrying it.
    public package(set) var documentSlotID: String?

    /// Text with one document, no animators and no path.
    package init(documents: [LottieTextDocumentKeyframe], animators: [LottieTextAnimator] = [],
                grouping: LottieTextGrouping = .characters, groupAlignment: LottieProperty<LottieVector> = LottieProperty(.zero),
                path: LottieTextPath? = nil) {
        self.documents = documents
        self.animators = animators
        self.grouping = grouping
        self.groupAlignment = groupAlignment
        self.path = path
    }

    /// The index of the document shown at `frame`: the last one whose time is not after it
    /// (the first before any).
    public func documentIndex(at frame: Double) -> Int {
        var i = 0
        while i + 1 < documents.count, documents[i + 1].time <= frame { i += 1 }
        return i
    }
}

/// One keyframe of a text document: the document shown from `time` on.
public struct LottieTextDocumentKeyframe: Hashable, Sendable {
    /// Frame of the containing composition.
    public package(set) var time: Double
    /// The document.
    public package(set) var document: LottieTextDocument

    /// A keyframe.
    package init(time: Double, document: LottieTextDocument) {
        self.time = time
        self.document = document
    }
}

/// What the anchor of each character's transform is the centre of (`m.g`).
public enum LottieTextGrouping: Int, Hashable, Sendable {
    /// Each character (`1`).
    case characters = 1
    /// Each word (`2`): the characters of a word turn and scale about the word's centre.
    case words = 2
    /// Each line (`3`).
    case lines = 3
    /// All of the text (`4`); lottie-web treats it as characters, and so does Scrollwork.
    case all = 4
}

/// Text on a path (`t.p`): the characters follow one of the layer's masks.
public struct LottieTextPath: Hashable, Sendable {
    /// The mask (index into the layer's masks, `m`) whose outline the text follows.
    public package(set) var maskIndex: Int
    /// Distance along the path to the first character (`f`).
    public package(set) var firstMargin: LottieProperty<Double>
    /// Distance before the path's end (`l`); read, unused (as in lottie-web).
    public package(set) var lastMargin: LottieProperty<Double>
    /// Whether the path runs backwards (`r`, non-zero).
    public package(set) var reversed: LottieProperty<Double>
    /// Whether the characters are spread over the whole path (`a`, non-zero).
    public package(set) var forceAlignment: LottieProperty<Double>
    /// Whether the characters turn with the path (`p`, non-zero).
    public package(set) var perpendicular: LottieProperty<Double>

    /// Text-path options.
    package init(maskIndex: Int, firstMargin: LottieProperty<Double> = LottieProperty(0), lastMargin: LottieProperty<Double> = LottieProperty(0),
                reversed: LottieProperty<Double> = LottieProperty(0), forceAlignment: LottieProperty<Double> = LottieProperty(0),
                perpendicular: LottieProperty<Double> = LottieProperty(0)) {
        self.maskIndex = maskIndex
        self.firstMargin = firstMargin
        self.lastMargin = lastMargin
        self.reversed = reversed
        self.forceAlignment = forceAlignment
        self.perpendicular = perpendicular
    }
}
