import Foundation

extension LottieImageAsset {
    /// The encoded image bytes (PNG, JPEG, WebP, … — decoding them is the renderer's job).
    ///
    /// Data URLs are base64-decoded now (not at load time). External files are resolved as
    /// `baseDirectory/u/p` with leading slashes dropped (`"/images/"` occurs and means the
    /// folder beside the animation); a name with a `..` component, or one that leaves
    /// `baseDirectory` through a symbolic link, is refused.
    public func data(baseDirectory: String?, limits: LottieLimits = .default) throws(LottieError) -> [UInt8] {
        try source.bytes(assetID: id, baseDirectory: baseDirectory, limits: limits)
    }

    /// `u` + `p` as a relative path inside the animation's folder, or `nil` if it would escape it
    /// (`SafeRelativePath`). A leading `/` on the folder is taken as the animation's folder.
    public static func safeRelativePath(directory: String, name: String) -> String? {
        let joined = directory.isEmpty || directory.hasSuffix("/") ? directory + name : directory + "/" + name
        return SafeRelativePath.clean(String(joined.drop { $0 == "/" }))
    }
}

extension LottieImageAsset.Source {
    /// The bytes an asset (image or data) names, fetched as ``LottieImageAsset/data(baseDirectory:limits:)``
    /// describes; `assetID` names the asset in errors.
    public func bytes(assetID id: String, baseDirectory: String?, limits: LottieLimits = .default) throws(LottieError) -> [UInt8] {
        switch self {
        case .archived(let bytes):
            return bytes
        case .dataURL(let url):
            guard let bytes = url.decoded() else {
                throw LottieError(kind: .invalidValue, path: "asset \(id)", message: "malformed base64 in the data URL")
            }
            return bytes
        case .missing:
            throw LottieError(kind: .unreadable, path: "asset \(id)", message: "the asset could not be located")
        case .file(let directory, let name):
            guard let base = baseDirectory else {
                throw LottieError(kind: .unreadable, path: "asset \(id)", message: "external file '\(name)' but no base directory")
            }
            guard let relative = LottieImageAsset.safeRelativePath(directory: directory, name: name) else {
                throw LottieError(kind: .invalidValue, path: "asset \(id)", message: "asset path '\(directory)\(name)' escapes the animation's folder")
            }
            let path = base + "/" + relative
            let realBase = URL(fileURLWithPath: base).resolvingSymlinksInPath().path
            let realPath = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            guard realPath.hasPrefix(realBase.hasSuffix("/") ? realBase : realBase + "/") else {
                throw LottieError(kind: .invalidValue, path: "asset \(id)", message: "asset path '\(relative)' leaves the animation's folder through a link")
            }
            return try LottieReader.readFile(path, maxSize: limits.maxFileSize)
        }
    }
}
