import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Loads animations the ways lottie-ios users do — by name from search directories (the
/// bundle analogue), from a file path (`.json`, `.lottie`), from JSON bytes or a parsed JSON
/// object, and asynchronously from an `http(s)` or `file` URL — through an LRU
/// ``LottieCompositionCache`` so a file loaded again is not parsed again.
///
/// ```swift
/// let loader = LottieLoader(searchDirectories: ["Resources/Animations"])
/// let heart = try loader.animation(named: "TwitterHeartButton")   // …/TwitterHeartButton.json
/// let remote = try await loader.animation(from: URL(string: "https://example.com/a.json")!)
/// ```
///
/// Keys: the absolute, standardised file path for names and paths, the absolute string for URLs.
/// JSON bytes and objects are not cached (they have no name); pass a `cacheKey` to cache them.
public struct LottieLoader: Sendable {
    /// Folders searched by ``animation(named:subdirectory:)``, in order.
    public var searchDirectories: [String]
    /// The cache, or nil to parse every time.
    public var cache: LottieCompositionCache?
    /// The reader (its limits bound every load).
    public var reader: LottieReader
    /// Extensions tried after the bare name, in order.
    public static let extensions = ["json", "lottie"]

    /// A loader over search directories with a cache (the shared one by default).
    public init(searchDirectories: [String] = ["."], cache: LottieCompositionCache? = .shared,
                reader: LottieReader = LottieReader()) {
        self.searchDirectories = searchDirectories
        self.cache = cache
        self.reader = reader
    }

    /// The first file named `name` (as given, then with `.json`, `.lottie`) in
    /// `directory/subdirectory` for each search directory.
    public func path(named name: String, subdirectory: String? = nil) -> String? {
        let fm = FileManager.default
        for dir in searchDirectories {
            var base = dir
            if let subdirectory, !subdirectory.isEmpty { base += "/" + subdirectory }
            let hasExtension = LottieLoader.extensions.contains((name as NSString).pathExtension.lowercased())
            let candidates = hasExtension ? [name] : LottieLoader.extensions.map { name + "." + $0 }
            for c in candidates {
                let path = base + "/" + c
                var isDirectory: ObjCBool = false
                if fm.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    return LottieLoader.cacheKey(forPath: path)
                }
            }
        }
        return nil
    }

    /// Loads an animation by name from the search directories.
    public func animation(named name: String, subdirectory: String? = nil) throws(LottieError) -> LottieAnimation {
        guard let path = path(named: name, subdirectory: subdirectory) else {
            throw LottieError(kind: .unreadable, path: name,
                              message: "no animation named \"\(name)\" in \(searchDirectories.joined(separator: ", "))")
        }
        return try animation(contentsOfFile: path)
    }

    /// Loads an animation from a file (`.json`, `.lottie`), from the cache when it is there.
    public func animation(contentsOfFile path: String) throws(LottieError) -> LottieAnimation {
        let key = LottieLoader.cacheKey(forPath: path)
        if let cached = cache?.animation(forKey: key) { return cached }
        let animation = try reader.read(contentsOfFile: path)
        cache?.setAnimation(animation, forKey: key)
        return animation
    }

    /// The cache key of a file: its absolute, standardised path (relative paths are taken from
    /// the current directory).
    public static func cacheKey(forPath path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (absolute as NSString).standardizingPath
    }

    /// Loads an animation from JSON (or `.lottie`) bytes; cached under `cacheKey` if given.
    public func animation(data bytes: [UInt8], cacheKey: String? = nil) throws(LottieError) -> LottieAnimation {
        if let cacheKey, let cached = cache?.animation(forKey: cacheKey) { return cached }
        let animation = try reader.read(bytes)
        if let cacheKey { cache?.setAnimation(animation, forKey: cacheKey) }
        return animation
    }

    /// Loads an animation from a parsed JSON object (`[String: Any]` from `JSONSerialization`,
    /// lottie-ios' `LottieAnimation(dictionary:)`).
    public func animation(jsonObject: Any, cacheKey: String? = nil) throws(LottieError) -> LottieAnimation {
        guard JSONSerialization.isValidJSONObject(jsonObject),
              let data = try? JSONSerialization.data(withJSONObject: jsonObject) else {
            throw LottieError(kind: .notLottie, path: "$", message: "the object is not a JSON object")
        }
        return try animation(data: [UInt8](data), cacheKey: cacheKey)
    }

    /// Loads an animation from an `http`, `https` or `file` URL, from the cache when it is
    /// there (keyed by the URL's absolute string). Downloads use `session`.
    public func animation(from url: URL, session: URLSession = .shared) async throws(LottieError) -> LottieAnimation {
        let key = url.absoluteString
        if let cached = cache?.animation(forKey: key) { return cached }
        let animation: LottieAnimation
        switch url.scheme?.lowercased() {
        case "file":
            animation = try reader.read(contentsOfFile: url.path)
        case "http", "https":
            let bytes = try await download(url, session: session)
            animation = try reader.read(bytes)
        default:
            throw LottieError(kind: .unreadable, path: key, message: "unsupported URL scheme (use http, https or file)")
        }
        cache?.setAnimation(animation, forKey: key)
        return animation
    }

    func download(_ url: URL, session: URLSession) async throws(LottieError) -> [UInt8] {
        let data: Data, response: URLResponse
        do {
            (data, response) = try await session.data(from: url)
        } catch {
            throw LottieError(kind: .unreadable, path: url.absoluteString, message: "download failed: \(error.localizedDescription)")
        }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw LottieError(kind: .unreadable, path: url.absoluteString, message: "HTTP status \(http.statusCode)")
        }
        guard data.count <= reader.limits.maxFileSize else {
            throw LottieError(kind: .tooLarge, path: url.absoluteString,
                              message: "\(data.count) bytes exceed LottieLimits.maxFileSize (\(reader.limits.maxFileSize))")
        }
        return [UInt8](data)
    }
}
