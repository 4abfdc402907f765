import Scrollwork

/// A text animator (one entry of `t.a`): properties applied to the characters a range
/// selector picks, each scaled by how much the selector picks a character.
public struct LottieTextAnimator: Hashable, Sendable {
    /// The animator's name (`nm`).
    public package(set) var name: String?
    /// Which characters, and how much (`s`).
    public package(set) var selector: LottieTextRangeSelector
    /// Anchor point offset (`a.a`).
    public package(set) var anchor: LottieProperty<LottieVector>?
    /// Position offset (`a.p`).
    public package(set) var position: LottieProperty<LottieVector>?
    /// Scale, percent (`a.s`).
    public package(set) var scale: LottieProperty<LottieVector>?
    /// Rotation, degrees clockwise (`a.r`).
    public package(set) var rotation: LottieProperty<Double>?
    /// Rotation about x, degrees (`a.rx`), drawn orthographically.
    public package(set) var rotationX: LottieProperty<Double>?
    /// Rotation about y, degrees (`a.ry`), drawn orthographically.
    public package(set) var rotationY: LottieProperty<Double>?
    /// Skew, degrees (`a.sk`).
    public package(set) var skew: LottieProperty<Double>?
    /// Skew axis, degrees (`a.sa`).
    public package(set) var skewAxis: LottieProperty<Double>?
    /// Opacity, percent (`a.o`).
    public package(set) var opacity: LottieProperty<Double>?
    /// Fill colour (`a.fc`).
    public package(set) var fillColor: LottieProperty<Color>?
    /// Fill hue shift, degrees (`a.fh`).
    public package(set) var fillHue: LottieProperty<Double>?
    /// Fill saturation shift, percent (`a.fs`).
    public package(set) var fillSaturation: LottieProperty<Double>?
    /// Fill brightness shift, percent (`a.fb`).
    public package(set) var fillBrightness: LottieProperty<Double>?
    /// Stroke colour (`a.sc`).
    public package(set) var strokeColor: LottieProperty<Color>?
    /// Stroke width (`a.sw`).
    public package(set) var strokeWidth: LottieProperty<Double>?
    /// Extra tracking, pixels (`a.t`).
    public package(set) var tracking: LottieProperty<Double>?

    /// An animator with a selector and no properties.
    package init(selector: LottieTextRangeSelector, name: String? = nil) {
        self.selector = selector
        self.name = name
    }
}

/// A range selector (`t.a[].s`): a start, an end and an offset along the characters (or
/// words, or lines), and the shape of the selection between them.
public struct LottieTextRangeSelector: Hashable, Sendable {
    /// What start, end and offset count in (`r`).
    public enum Units: Int, Hashable, Sendable {
        /// Percent of the text (`1`).
        case percentage = 1
        /// Characters, words or lines, by index (`2`).
        case index = 2
    }

    /// What the selector counts (`b`).
    public enum Basis: Int, Hashable, Sendable {
        /// Every character, spaces too (`1`).
        case characters = 1
        /// Characters that are not spaces (`2`).
        case charactersExcludingSpaces = 2
        /// Words (`3`).
        case words = 3
        /// Lines (`4`).
        case lines = 4
    }

    /// How the selection rises and falls between start and end (`sh`).
    public enum Shape: Int, Hashable, Sendable {
        /// Fully in between start and end, partly at the edges (`1`).
        case square = 1
        /// Rising from start to end (`2`).
        case rampUp = 2
        /// Falling from start to end (`3`).
        case rampDown = 3
        /// Rising to the middle, then falling (`4`).
        case triangle = 4
        /// A half circle (`5`).
        case round = 5
        /// A cosine bump (`6`).
        case smooth = 6
    }

    /// Start (`s`), in ``units``.
    public package(set) var start: LottieProperty<Double>
    /// End (`e`), in ``units``; 100 when absent.
    public package(set) var end: LottieProperty<Double>
    /// Offset added to start and end (`o`).
    public package(set) var offset: LottieProperty<Double>
    /// How much the selection applies, percent (`a`).
    public package(set) var amount: LottieProperty<Double>
    /// Ease high (`xe`), percent: eases the selection's rise near full.
    public package(set) var easeHigh: LottieProperty<Double>
    /// Ease low (`ne`), percent: eases the selection's rise near nothing.
    public package(set) var easeLow: LottieProperty<Double>
    /// Smoothness (`sm`), percent (100: as the shape gives it).
    public package(set) var smoothness: LottieProperty<Double>
    /// Units of start, end and offset (`r`).
    public package(set) var units: Units
    /// What is counted (`b`).
    public package(set) var basis: Basis
    /// The shape (`sh`).
    public package(set) var shape: Shape
    /// Whether the characters are taken in a shuffled order (`rn`).
    public package(set) var randomizeOrder: Bool
    /// The seed of the shuffle (`rs`), when given.
    public package(set) var randomSeed: Int?

    /// A selector over all characters.
    package init(start: LottieProperty<Double> = LottieProperty(0), end: LottieProperty<Double> = LottieProperty(100),
                offset: LottieProperty<Double> = LottieProperty(0), amount: LottieProperty<Double> = LottieProperty(100),
                easeHigh: LottieProperty<Double> = LottieProperty(0), easeLow: LottieProperty<Double> = LottieProperty(0),
                smoothness: LottieProperty<Double> = LottieProperty(100), units: Units = .percentage,
                basis: Basis = .characters, shape: Shape = .square, randomizeOrder: Bool = false, randomSeed: Int? = nil) {
        self.start = start
        self.end = end
        self.offset = offset
        self.amount = amount
        self.easeHigh = easeHigh
        self.easeLow = easeLow
        self.smoothness = smoothness
        self.units = units
        self.basis = basis
        self.shape = shape
        self.randomizeOrder = randomizeOrder
        self.randomSeed = randomSeed
    }
}
