import Foundation

/// One input of a batch: a file, and the name it goes by in output patterns.
public struct BatchInput: Hashable, Sendable {
    /// The file's path.
    public var path: String
    /// Its path relative to the folder it was found in (the file's own name when it was given
    /// directly), without the extension: `{path}` in an ``OutputPattern``.
    public var relativeName: String
    /// Its file name without the extension (`a.json`, `a.json.gz` and `a.tgs` are all `a`):
    /// `{name}` in an ``OutputPattern``.
    public var name: String { relativeName.split(separator: "/").last.map(String.init) ?? relativeName }

    /// Its extension (`json`, `lottie`, `tgs`, `json.gz`): `{ext}` in an ``OutputPattern``.
    public var ext: String {
        let file = (path as NSString).lastPathComponent
        if file.lowercased().hasSuffix(".json.gz") { return String(file.suffix(7)) }
        return (file as NSString).pathExtension
    }

    /// An input at `path` called `relativeName` in output patterns.
    public init(path: String, relativeName: String) {
        self.path = path
        self.relativeName = relativeName
    }

    /// An input given directly: named after its file.
    public init(path: String) {
        self.init(path: path, relativeName: Self.stem(of: (path as NSString).lastPathComponent))
    }

    /// A file name without its extension (and without `.gz` before it).
    static func stem(of name: String) -> String {
        var s = Substring(name)
        if s.lowercased().hasSuffix(".gz") { s = s.dropLast(3) }
        if let dot = s.lastIndex(of: "."), dot != s.startIndex { s = s[..<dot] }
        return String(s)
    }
}

/// Turns a command line's inputs into files: files as they are, folders searched (with their
/// subfolders) for Lottie files, and list files of paths, one a line.
public enum BatchInputs {
    /// The extensions a folder is searched for: Lottie JSON, dotLottie, Telegram stickers,
    /// gzipped JSON.
    public static let extensions: Set<String> = ["json", "lottie", "lot", "tgs", "gz"]
    /// The most files one batch takes.
    public static let maxFiles = 1_000_000
    /// The largest list file read, in bytes.
    public static let maxListSize = 64 << 20

    /// The files of `arguments` (files and folders, in order; each folder's Lottie files
    /// sorted by path, hidden ones skipped) followed by those of the list files (paths one a
    /// line, relative to the working folder; blank lines and lines starting with `#` skipped).
    /// A path that is not a folder is taken as a file, so a missing one fails when it is
    /// converted, like any bad file.
    ///
    /// - Throws: ``ConversionError/invalid(_:)`` when a list file cannot be read or the files
    ///   number more than ``maxFiles``.
    public static func expand(_ arguments: [String], lists: [String] = []) throws(ConversionError) -> [BatchInput] {
        var found: [BatchInput] = []
        for list in lists {
            for line in try lines(of: list) { found.append(BatchInput(path: line)) }
        }
        var inputs: [BatchInput] = []
        for argument in arguments {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue {
                inputs += try files(in: argument, count: inputs.count + found.count)
            } else {
                inputs.append(BatchInput(path: argument))
            }
            guard inputs.count + found.count <= maxFiles else { throw .invalid("more than \(maxFiles) files in one batch") }
        }
        return inputs + found
    }

    /// The Lottie files under `folder`, sorted by path.
    private static func files(in folder: String, count: Int) throws(ConversionError) -> [BatchInput] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [BatchInput] = []
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            guard extensions.contains((name as NSString).pathExtension.lowercased()),
                  (walker.fileAttributes?[.type] as? FileAttributeType) != .typeDirectory else { continue }
            let folderPart = (relative as NSString).deletingLastPathComponent
            let stem = BatchInput.stem(of: name)
            found.append(BatchInput(path: base + "/" + relative, relativeName: folderPart.isEmpty ? stem : folderPart + "/" + stem))
            guard count + found.count <= maxFiles else { throw .invalid("more than \(maxFiles) files in one batch") }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The paths a list file names.
    private static func lines(of list: String) throws(ConversionError) -> [String] {
        guard let handle = FileHandle(forReadingAtPath: list) else { throw .invalid("cannot open the list \(list)") }
        defer { try? handle.close() }
        let data: Data
        do { data = try handle.read(upToCount: maxListSize + 1) ?? Data() } catch {
            throw .invalid("cannot read the list \(list): \(error.localizedDescription)")
        }
        guard data.count <= maxListSize else { throw .invalid("the list \(list) is larger than \(maxListSize >> 20) MiB") }
        let text = String(decoding: data, as: UTF8.self)
        let paths = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        guard paths.count <= maxFiles else { throw .invalid("more than \(maxFiles) files in one batch") }
        return paths
    }
}
