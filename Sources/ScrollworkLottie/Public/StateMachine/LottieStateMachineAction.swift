extension LottieStateMachineDefinition {
    /// An action a state's entry or exit, or an interaction, runs.
    ///
    /// Operands given as `"$name"` read another input when the action runs. Actions on an input
    /// the machine does not have do nothing (the definition lists them as diagnostics).
    public enum Action: Hashable, Sendable {
        /// Adds to a numeric input (1 when no operand, or when the operand's input is missing).
        case increment(input: String, by: Operand?)
        /// Subtracts from a numeric input (1 when no operand, or when its input is missing).
        case decrement(input: String, by: Operand?)
        /// Multiplies a numeric input (nothing when the operand's input is missing).
        case multiply(input: String, by: Operand)
        /// Rounds a numeric input down.
        case floor(input: String)
        /// Clamps a numeric input into `min … max` (either may be absent; nothing when both are,
        /// or when `min > max`).
        case clamp(input: String, min: Operand?, max: Operand?)
        /// Inverts a boolean input.
        case toggle(input: String)
        /// Sets a boolean input.
        case setBoolean(input: String, Operand)
        /// Sets a string input (a `"$name"` naming no string input is taken literally).
        case setString(input: String, Operand)
        /// Sets a numeric input (nothing when the operand's input is missing).
        case setNumeric(input: String, Operand)
        /// Sets a numeric input to a random number in `min … max` (`0 ..< 1` without them),
        /// whole when `integer`; reproducible from the machine's ``LottieStateMachine/seed``.
        case setRandom(input: String, min: Operand?, max: Operand?, integer: Bool)
        /// Fires an event input.
        case fire(input: String)
        /// Returns an input to its initial value (`@elapsedTime` to 0).
        case reset(input: String)
        /// Applies a theme of the archive, by id (or a string input's value).
        case setTheme(Operand)
        /// Shows a frame (clamped to the animation), by number or numeric input.
        case setFrame(Operand)
        /// Shows a progress of the animation, in percent (clamped to 0…100).
        case setProgress(Operand)
        /// Tells the observers a custom event (``LottieStateMachine/Event/customEvent(_:)``).
        case fireCustomEvent(String)
        /// Asks the app to open a URL — only through the ``LottieOpenURLPolicy`` it supplies,
        /// which refuses every URL by default.
        case openURL(url: Operand, target: String?)
        /// An action Scrollwork reads but does not run (`SetExpression`, `SetThemeData`,
        /// `Eval`, unknown types), by its type name.
        case unsupported(String)

        /// The input the action changes or fires, if any.
        public var input: String? {
            switch self {
            case .increment(let name, _), .decrement(let name, _), .multiply(let name, _), .floor(let name),
                 .clamp(let name, _, _), .toggle(let name), .setBoolean(let name, _), .setString(let name, _),
                 .setNumeric(let name, _), .setRandom(let name, _, _, _), .fire(let name), .reset(let name):
                return name
            case .setTheme, .setFrame, .setProgress, .fireCustomEvent, .openURL, .unsupported:
                return nil
            }
        }
    }
}
