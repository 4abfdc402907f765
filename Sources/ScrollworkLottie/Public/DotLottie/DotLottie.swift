import Scrollwork

/// A dotLottie archive (`.lottie`, v1 or v2) as a value: its animations by id, its themes and
/// its state machines, read by ``LottieReader/readDotLottie(_:)``.
///
/// ```swift
/// let file = try LottieReader().readDotLottie(contentsOfFile: "button.lottie")
/// for entry in file.animations { print(entry.id, entry.themeIDs) }
/// let animation = try file.animation(id: "hover")        // any animation of the archive
/// let dark = file.theme(id: "dark")                       // slot overrides, applied by a renderer
/// let machine = try file.stateMachine(id: "toggle")       // a state machine's definition
/// ```
///
/// The manifest, themes and state machines are read when the archive is opened; an animation
/// (with its images and fonts) is read when asked for, from the archive's bytes, under the same
/// ``LottieLimits`` as any `.lottie`. What the archive holds but Scrollwork does not play
/// (audio in `u/`) and what could not be read (a theme file that is not JSON, an entry the
/// manifest names that is missing) are ``diagnostics``; a broken archive is a ``LottieError``.
public struct DotLottie: Sendable {
    /// One animation of the archive (a manifest entry, or a file found in `a/` or `animations/`).
    public struct Animation: Hashable, Sendable {
        /// The animation's id (its file name without the extension).
        public var id: String
        /// The ids of the themes the manifest lists for it (v2 `themes`).
        public var themeIDs: [String]
        /// The theme the manifest applies when it is loaded (v2 `initialTheme`).
        public var initialThemeID: String?
        /// The background colour the manifest gives it (v2 `background`), if any.
        public var background: Color?
        /// The archive entry holding its JSON.
        public var entry: String
    }

    /// One state machine of the archive (v2 `s/<id>.json`, or a v1 `states/<id>.json`).
    public struct StateMachine: Hashable, Sendable {
        /// The state machine's id.
        public var id: String
        /// Its display name (manifest `name`), if any.
        public var name: String?
        /// The archive entry holding its JSON.
        public var entry: String
        /// The JSON text of the definition.
        public var source: String
    }

    /// The manifest's `version` (`"1"`, `"1.0"`, `"2"`…); nil without a manifest.
    public var version: String?
    /// The manifest's `generator`, if any.
    public var generator: String?
    /// The animations, in manifest order (then those found only as files).
    public internal(set) var animations: [Animation]
    /// The themes (`t/`), parsed.
    public internal(set) var themes: [LottieTheme]
    /// The state machines (`s/`, or v1 `states/`), as JSON text.
    public internal(set) var stateMachines: [StateMachine]
    /// The animation a player starts with: v2 `initial.animation`, v1 `activeAnimationId`, else
    /// the first animation.
    public internal(set) var initialAnimationID: String?
    /// The state machine a player starts with (v2 `initial.stateMachine`), if any.
    public internal(set) var initialStateMachineID: String?
    /// What was read but is not played (audio), or could not be read (a theme that is not
    /// JSON, a listed entry that is missing), with the archive entry as the path.
    public internal(set) var diagnostics: [Diagnostic]

    /// The archive's bytes: animations, images and fonts are read from them when asked for.
    let bytes: [UInt8]
    /// The reader the archive was read with: its limits bound the archive, and its image
    /// decoder and font matcher read the animations' images and fonts.
    let reader: LottieReader
    /// The bounds the archive is read under.
    var limits: LottieLimits { reader.limits }

    /// The animation entry with an id, if the archive has one.
    public func animationEntry(id: String) -> Animation? {
        animations.first { $0.id == id }
    }

    /// The theme with an id, if the archive has one.
    public func theme(id: String) -> LottieTheme? {
        themes.first { $0.id == id }
    }

    /// The state machine entry with an id, if the archive has one.
    public func stateMachineEntry(id: String) -> StateMachine? {
        stateMachines.first { $0.id == id }
    }

    /// Reads one animation of the archive — ``initialAnimationID`` when `id` is nil — with the
    /// archive's images attached to its image assets and its fonts kept for its text, as
    /// ``LottieReader/read(_:baseDirectory:)`` reads the one a `.lottie` starts with: by the
    /// reader the archive was read with, unless `reader` is given (its limits are the archive's).
    ///
    /// - Throws: ``LottieError`` of kind ``LottieError/Kind/invalidArchive`` when the archive has
    ///   no animation with that id, or the errors of reading it.
    public func animation(id: String? = nil, reader: LottieReader? = nil) throws(LottieError) -> LottieAnimation {
        guard let wanted = id ?? initialAnimationID ?? animations.first?.id else {
            throw LottieError(kind: .invalidArchive, path: "manifest.json", message: "the archive holds no animation")
        }
        guard let entry = animationEntry(id: wanted) else {
            let known = animations.map(\.id).joined(separator: ", ")
            throw LottieError(kind: .invalidArchive, path: "manifest.json",
                              message: "no animation '\(wanted)' in the archive (it has: \(known))")
        }
        var limited = reader ?? self.reader
        limited.limits = limits
        var animation = try DotLottieArchive(bytes: bytes, limits: limits).animation(reader: limited, path: entry.entry)
        limited.decodeImages(&animation)
        limited.loadDataAssets(&animation)
        limited.checkFonts(&animation)
        return animation
    }

    /// The definition of a state machine of the archive (``initialStateMachineID`` when `id` is
    /// nil), parsed and checked (see ``LottieStateMachineDefinition/init(json:limits:)``).
    ///
    /// - Throws: ``LottieStateMachineError`` when there is no such state machine or its
    ///   definition is refused.
    public func stateMachine(id: String? = nil,
                             limits: LottieStateMachineLimits = .default) throws(LottieStateMachineError) -> LottieStateMachineDefinition {
        guard let wanted = id ?? initialStateMachineID ?? stateMachines.first?.id else {
            throw LottieStateMachineError(kind: .notFound, path: "manifest.json", message: "the archive holds no state machine")
        }
        guard let entry = stateMachineEntry(id: wanted) else {
            throw LottieStateMachineError(kind: .notFound, path: "manifest.json", message: "no state machine '\(wanted)' in the archive")
        }
        do {
            return try LottieStateMachineDefinition(json: entry.source, limits: limits)
        } catch {
            var located = error
            located.path = entry.entry + (error.path.isEmpty ? "" : ": " + error.path)
            throw located
        }
    }
}
