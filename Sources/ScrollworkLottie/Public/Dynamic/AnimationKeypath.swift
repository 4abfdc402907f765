/// A path to properties of an animation, by names (lottie-ios' `AnimationKeypath`):
/// `"Layer.Group.Item.Property"`, with `*` matching any one name and `**` any number of names
/// (zero or more).
///
/// ```swift
/// AnimationKeypath("**.Fill 1.Color")              // every "Fill 1" colour, at any depth
/// AnimationKeypath("Layer.*.Stroke 1.Stroke Width") // strokes one group below "Layer"
/// AnimationKeypath("Dot1.Transform.Opacity")       // a layer's transform
/// ```
///
/// Names are layer names (`nm`), then, through precomposition layers, their inner layers; then
/// shape groups and items by name; a layer's or group's transform is `Transform`. The last
/// component names a property (see `LottiePropertyName`).
public struct AnimationKeypath: Hashable, Sendable, CustomStringConvertible,
                                ExpressibleByStringLiteral {
    /// The components, in order.
    public var keys: [String]

    /// A keypath from a dot-separated string (empty components are dropped).
    public init(keypath: String) {
        keys = keypath.split(separator: ".", omittingEmptySubsequences: true).map(String.init)
    }

    /// A keypath from a dot-separated string.
    public init(_ keypath: String) { self.init(keypath: keypath) }

    /// A keypath from components.
    public init(keys: [String]) { self.keys = keys }

    /// A keypath from a string literal.
    public init(stringLiteral value: String) { self.init(keypath: value) }

    /// The dot-separated form.
    public var description: String { keys.joined(separator: ".") }

    /// Whether the keypath matches a full name path (all components, wildcards expanded).
    public func matches(_ names: [String]) -> Bool {
        AnimationKeypath.match(keys[...], names[...])
    }

    static func match(_ pattern: ArraySlice<String>, _ names: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return names.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            var tail = names
            while true {
                if match(rest, tail) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let name = names.first, first == "*" || first == name else { return false }
        return match(pattern.dropFirst(), names.dropFirst())
    }
}
