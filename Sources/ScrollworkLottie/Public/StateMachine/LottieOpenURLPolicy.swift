/// What a state machine may do with an `OpenUrl` action: nothing, unless the app supplies a
/// policy that opens the URLs it allows.
///
/// ```swift
/// machine.openURLPolicy = .allowing(prefixes: ["https://example.com/"]) { url, target in
///     openInBrowser(url)                      // the app's own way of opening a link
/// }
/// ```
///
/// The default, ``disabled``, refuses every URL. A policy that opens URLs allows only those
/// starting with one of its prefixes, and by default only while the machine handles a pointer
/// down or a click (not from a timer, a completion or the scroll).
public struct LottieOpenURLPolicy: Sendable {
    /// URL prefixes allowed (an empty list allows none).
    public var allowedPrefixes: [String]
    /// Whether a URL is opened only while a pointer down or a click is being handled.
    public var requiresUserInteraction: Bool
    /// Opens a URL the policy allows, with the action's `target` (`_blank`…), if any.
    public var open: (@Sendable (_ url: String, _ target: String?) -> Void)?

    /// A policy.
    public init(allowedPrefixes: [String], requiresUserInteraction: Bool = true,
                open: (@Sendable (_ url: String, _ target: String?) -> Void)?) {
        self.allowedPrefixes = allowedPrefixes
        self.requiresUserInteraction = requiresUserInteraction
        self.open = open
    }

    /// Refuses every URL (the default).
    public static let disabled = LottieOpenURLPolicy(allowedPrefixes: [], open: nil)

    /// Opens the URLs starting with one of `prefixes` through `open`.
    public static func allowing(prefixes: [String], requiresUserInteraction: Bool = true,
                                open: @escaping @Sendable (_ url: String, _ target: String?) -> Void) -> LottieOpenURLPolicy {
        LottieOpenURLPolicy(allowedPrefixes: prefixes, requiresUserInteraction: requiresUserInteraction, open: open)
    }

    /// Whether `url` may be opened (`userInteraction`: a pointer down or click is being handled).
    public func allows(_ url: String, userInteraction: Bool) -> Bool {
        guard open != nil, !requiresUserInteraction || userInteraction else { return false }
        return allowedPrefixes.contains { !$0.isEmpty && url.hasPrefix($0) }
    }
}
