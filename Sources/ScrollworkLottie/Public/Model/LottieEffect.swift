import Scrollwork

/// One layer effect (`ef`, LOTTIE_FORMAT.md §4): its type, names and parameters as the file
/// gives them. The types in ``drawnTypes`` are drawn (as lottie-web's SVG renderer draws
/// them); others are reported by the reader and not drawn. Expression controls (sliders, angles,
/// points, checkboxes, colours, layers) are read by expressions through `effect(name)(param)`.
public struct LottieEffect: Hashable, Sendable {
    /// The effect type (`ty`): 5 a custom or expression-control effect, 20 tint, 21 fill,
    /// 22 stroke, 23 tritone, 24 levels, 25 drop shadow, 26 radial wipe, 28 set matte,
    /// 29 Gaussian blur, 35 transform, …
    public package(set) var type: Int
    /// The name (`nm`), as shown in After Effects.
    public package(set) var name: String?
    /// The match name (`mn`): the effect's fixed identifier, such as `ADBE Slider Control`.
    public package(set) var matchName: String?
    /// The property index (`ix`).
    public package(set) var index: Int?
    /// Whether the effect is on (`en`, default on).
    public package(set) var isEnabled: Bool
    /// The parameters (`ef`), in order.
    public package(set) var parameters: [LottieEffectParameter]

    /// The effect types the renderer draws: 20 tint, 21 fill, 22 stroke, 23 tritone,
    /// 24 pro levels, 25 drop shadow, 28 set matte, 29 Gaussian blur and 35 transform.
    public static let drawnTypes: Set<Int> = [20, 21, 22, 23, 24, 25, 28, 29, 35]

    /// How many parameters each drawn type reads (by position, as lottie-web reads them).
    public static func parameterCount(ofDrawnType type: Int) -> Int? {
        switch type {
        case 20, 23: 3
        case 21: 7
        case 22: 11
        case 24: 35
        case 25: 5
        case 28: 3
        case 29: 2
        case 35: 9
        default: nil
        }
    }

    /// Creates an effect.
    package init(type: Int, name: String? = nil, matchName: String? = nil, index: Int? = nil, isEnabled: Bool = true,
                parameters: [LottieEffectParameter] = []) {
        self.type = type
        self.name = name
        self.matchName = matchName
        self.index = index
        self.isEnabled = isEnabled
        self.parameters = parameters
    }
}

/// One parameter of a ``LottieEffect`` (an entry of its `ef`).
public struct LottieEffectParameter: Hashable, Sendable {
    /// The parameter's value by its type (`ty`).
    public enum Value: Hashable, Sendable {
        /// `ty` 0: a number.
        case slider(LottieProperty<Double>)
        /// `ty` 1: an angle in degrees.
        case angle(LottieProperty<Double>)
        /// `ty` 2: a colour (RGBA, 0–1).
        case color(LottieProperty<Color>)
        /// `ty` 3: a point.
        case point(LottieProperty<LottieVector>)
        /// `ty` 4: a checkbox (0 or 1).
        case checkbox(LottieProperty<Double>)
        /// `ty` 7: a drop-down menu (the chosen item, from 1).
        case dropdown(LottieProperty<Double>)
        /// `ty` 10: a layer, by its `ind`.
        case layer(LottieProperty<Double>)
        /// `ty` 5: a group of parameters (a custom effect's nested group).
        case group([LottieEffectParameter])
        /// `ty` 6 (ignored by players) or a type this reader does not know: no value.
        case none
    }

    /// The parameter type (`ty`) as written.
    public package(set) var type: Int
    /// The name (`nm`).
    public package(set) var name: String?
    /// The match name (`mn`), such as `ADBE Slider Control-0001`.
    public package(set) var matchName: String?
    /// The property index (`ix`).
    public package(set) var index: Int?
    /// The value.
    public package(set) var value: Value

    /// Creates a parameter.
    package init(type: Int, name: String? = nil, matchName: String? = nil, index: Int? = nil, value: Value) {
        self.type = type
        self.name = name
        self.matchName = matchName
        self.index = index
        self.value = value
    }
}
