import Scrollwork

/// Reads a `.lottie` archive's manifest and folders into a ``DotLottie``: v2 (`a/`, `i/`, `t/`,
/// `s/`, `f/`, `u/`; `initial{animation, stateMachine}`) and v1 (`animations/`, `images/`,
/// `activeAnimationId`, and the older state machines in `states/`). Lenient: entries the
/// manifest does not list are found by folder, and what cannot be read is a diagnostic.
struct DotLottieManifest {
    private var archive: DotLottieArchive
    private let reader: LottieReader
    private var limits: LottieLimits { reader.limits }
    private var diagnostics: [Diagnostic] = []

    init(archive: DotLottieArchive, reader: LottieReader) {
        self.archive = archive
        self.reader = reader
    }

    /// The archive as a value.
    mutating func read(bytes: [UInt8]) throws(LottieError) -> DotLottie {
        let manifest = readManifest()
        let animations = readAnimations(manifest)
        guard !animations.isEmpty else {
            throw LottieError(kind: .invalidArchive, path: "manifest.json",
                              message: "the archive holds no animation (a/*.json or animations/*.json)")
        }
        let themes = readThemes(manifest)
        let machines = readStateMachines(manifest)
        for name in archive.order where name.hasPrefix("u/") {
            report(name, .info, "audio is not played (Scrollwork draws the animation silently)", feature: .unsupportedLayer)
        }
        var initialAnimation = manifest?["initial"]?["animation"]?.string ?? manifest?["activeAnimationId"]?.string
        if let id = initialAnimation, !animations.contains(where: { $0.id == id }) {
            report("manifest.json", .warning, "the initial animation '\(id)' is not in the archive; the first animation plays")
            initialAnimation = nil
        }
        var initialMachine = manifest?["initial"]?["stateMachine"]?.string
        if let id = initialMachine, !machines.contains(where: { $0.id == id }) {
            report("manifest.json", .warning, "the initial state machine '\(id)' is not in the archive")
            initialMachine = nil
        }
        return DotLottie(version: manifest?["version"]?.string ?? manifest?["version"]?.number.map { "\($0)" },
                         generator: manifest?["generator"]?.string,
                         animations: animations, themes: themes, stateMachines: machines,
                         initialAnimationID: initialAnimation ?? animations.first?.id,
                         initialStateMachineID: initialMachine, diagnostics: diagnostics,
                         bytes: bytes, reader: reader)
    }

    private mutating func report(_ path: String, _ severity: Diagnostic.Severity, _ message: String,
                                 feature: Diagnostic.Feature = .invalidValue) {
        diagnostics.append(Diagnostic(path: path, severity: severity, feature: feature, message: message))
    }

    /// The parsed manifest, or nil (absent or unreadable: reported, and the folders are used).
    private mutating func readManifest() -> JSONValue? {
        guard archive.entries["manifest.json"] != nil else {
            report("manifest.json", .info, "the archive has no manifest; its folders are read")
            return nil
        }
        do {
            let json = try JSONParser.parse(try archive.read("manifest.json"), maxDepth: limits.maxJSONDepth)
            guard json.isObject else {
                report("manifest.json", .warning, "the manifest is a JSON \(json.typeName), not an object; its folders are read")
                return nil
            }
            return json
        } catch {
            report("manifest.json", .warning, "the manifest cannot be read (\(error)); its folders are read")
            return nil
        }
    }

    /// The entry of `id` in one of `folders` with one of `extensions`, else the first entry there
    /// whose name without its extension is `id`.
    private func entry(for id: String, in folders: [String], extensions: [String]) -> String? {
        for folder in folders {
            for ext in extensions where archive.entries[folder + id + ext] != nil { return folder + id + ext }
        }
        return archive.order.first { name in
            folders.contains { name.hasPrefix($0) } && DotLottieManifest.stem(name) == id
        }
    }

    /// A file name without its folder and last extension.
    static func stem(_ name: String) -> String {
        let base = name.split(separator: "/").last.map(String.init) ?? name
        guard let dot = base.lastIndex(of: "."), dot != base.startIndex else { return base }
        return String(base[..<dot])
    }

    private static let animationFolders = ["a/", "animations/"]
    private static let animationExtensions = [".json", ".lot"]

    private mutating func readAnimations(_ manifest: JSONValue?) -> [DotLottie.Animation] {
        var result: [DotLottie.Animation] = []
        for (n, item) in (manifest?["animations"]?.array ?? []).enumerated() {
            guard let id = item["id"]?.string else {
                report("manifest.json", .warning, "animations[\(n)] has no id; skipped")
                continue
            }
            guard let path = entry(for: id, in: Self.animationFolders, extensions: Self.animationExtensions) else {
                report("manifest.json", .warning, "animation '\(id)' is listed but not in the archive", feature: .brokenReference)
                continue
            }
            guard !result.contains(where: { $0.id == id }) else { continue }
            let themes = (item["themes"]?.array ?? []).compactMap(\.string)
            let background = item["background"]?.string.flatMap(Color.init(hex:))
            result.append(DotLottie.Animation(id: id, themeIDs: themes, initialThemeID: item["initialTheme"]?.string,
                                              background: background, entry: path))
        }
        // Files the manifest does not list still play.
        for name in archive.order where Self.animationFolders.contains(where: name.hasPrefix)
            && Self.animationExtensions.contains(where: name.hasSuffix) && !result.contains(where: { $0.entry == name }) {
            result.append(DotLottie.Animation(id: Self.stem(name), themeIDs: [], initialThemeID: nil, background: nil, entry: name))
        }
        return result
    }

    private mutating func readThemes(_ manifest: JSONValue?) -> [LottieTheme] {
        var ids = (manifest?["themes"]?.array ?? []).compactMap { $0["id"]?.string ?? $0.string }
        for name in archive.order where name.hasPrefix("t/") && name.hasSuffix(".json") && !ids.contains(Self.stem(name)) {
            ids.append(Self.stem(name))
        }
        var themes: [LottieTheme] = []
        for id in ids where !themes.contains(where: { $0.id == id }) {
            guard let path = entry(for: id, in: ["t/"], extensions: [".json"]) else {
                report("manifest.json", .warning, "theme '\(id)' is listed but not in the archive", feature: .brokenReference)
                continue
            }
            do {
                let json = try JSONParser.parse(try archive.read(path), maxDepth: limits.maxJSONDepth)
                var theme = LottieTheme(id: id, json: json)
                for problem in theme.problems { report(path + ": " + problem.path, .warning, problem.message) }
                theme.problems = []
                try attachImages(&theme, path: path)
                themes.append(theme)
            } catch {
                report(path, .warning, "the theme cannot be read (\(error)); it is skipped")
            }
        }
        return themes
    }

    /// Reads the bytes of each image rule's file from the archive's image folder (`i/` or
    /// `images/`, by the file's name), as the animations' images are, and decodes each rule's
    /// image with the reader's decoder; one not there or not decodable draws nothing, with a
    /// warning.
    private mutating func attachImages(_ theme: inout LottieTheme, path: String) throws(LottieError) {
        for n in theme.rules.indices {
            guard case .image(var image) = theme.rules[n].value else { continue }
            let rulePath = path + ": rules[\(n)]"
            if case .file(_, let name) = image.source {
                if let found = ["i/" + name, "images/" + name].first(where: { archive.entries[$0] != nil }) {
                    image.source = .archived(try archive.read(found))
                } else {
                    image.source = .missing
                    report(rulePath, .warning, "image '\(name)' is not in the archive's i/ or images/ folder", feature: .image)
                }
            }
            if case .missing = image.source {} else {
                let asset = LottieImageAsset(id: theme.rules[n].slotID, width: 0, height: 0, source: image.source)
                switch LottieReader.decodeImage(asset, baseDirectory: nil, limits: limits, decoder: reader.imageDecoder) {
                case .success(let pixels): image.image = pixels
                case .failure(let why): report(rulePath, .warning, "\(why); the image draws nothing", feature: .image)
                }
            }
            theme.rules[n].value = .image(image)
        }
    }

    private mutating func readStateMachines(_ manifest: JSONValue?) -> [DotLottie.StateMachine] {
        var listed: [(id: String, name: String?)] = []
        for item in manifest?["stateMachines"]?.array ?? [] {
            if let id = item["id"]?.string { listed.append((id, item["name"]?.string)) }
        }
        for item in manifest?["states"]?.array ?? [] {
            if let id = item.string ?? item["id"]?.string { listed.append((id, nil)) }
        }
        for name in archive.order where (name.hasPrefix("s/") || name.hasPrefix("states/")) && name.hasSuffix(".json")
            && !listed.contains(where: { $0.id == Self.stem(name) }) {
            listed.append((Self.stem(name), nil))
        }
        var machines: [DotLottie.StateMachine] = []
        for (id, name) in listed where !machines.contains(where: { $0.id == id }) {
            guard let path = entry(for: id, in: ["s/", "states/"], extensions: [".json"]) else {
                report("manifest.json", .warning, "state machine '\(id)' is listed but not in the archive", feature: .brokenReference)
                continue
            }
            do {
                let text = String(decoding: try archive.read(path), as: UTF8.self)
                machines.append(DotLottie.StateMachine(id: id, name: name, entry: path, source: text))
            } catch {
                report(path, .warning, "the state machine cannot be read (\(error)); it is skipped")
            }
        }
        return machines
    }
}

extension LottieReader {
    /// Reads a `.lottie` archive (dotLottie v1 or v2) as a value: its animations by id, themes
    /// and state machines (see ``DotLottie``). Bounded by ``limits`` as any `.lottie` is.
    ///
    /// - Throws: ``LottieError`` when the bytes are not a readable archive or hold no animation.
    public func readDotLottie(_ bytes: [UInt8]) throws(LottieError) -> DotLottie {
        guard DotLottieArchive.looksLikeZIP(bytes) else {
            throw LottieError(kind: .invalidArchive, path: "archive", message: "not a .lottie archive (a ZIP file starts with PK\\3\\4)")
        }
        var manifest = DotLottieManifest(archive: try DotLottieArchive(bytes: bytes, limits: limits), reader: self)
        return try manifest.read(bytes: bytes)
    }

    /// Reads a `.lottie` file as a value (see ``readDotLottie(_:)``).
    public func readDotLottie(contentsOfFile path: String) throws(LottieError) -> DotLottie {
        try readDotLottie(try Self.readFile(path, maxSize: limits.maxFileSize))
    }
}
