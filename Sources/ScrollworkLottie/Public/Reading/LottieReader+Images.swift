import ScrollworkCanvas

extension LottieReader {
    /// Decodes every image asset that has no pixels yet (``LottieImageAsset/image``) through
    /// ``imageDecoder`` (formats recognised by content, not by the data URL's media type or the
    /// file name). An asset whose bytes cannot be fetched or decoded
    /// keeps no pixels and is reported once, as a warning with feature `.image` at its `p`.
    func decodeImages(_ animation: inout LottieAnimation) {
        for (id, asset) in animation.images.sorted(by: { $0.key < $1.key }) where asset.image == nil {
            if case .missing = asset.source { continue }  // already reported where it went missing
            switch Self.decodeImage(asset, baseDirectory: animation.baseDirectory, limits: limits, decoder: imageDecoder) {
            case .success(let pixmap):
                animation.images[id]?.image = pixmap
            case .failure(let why):
                animation.diagnostics.append(Diagnostic(path: asset.jsonPath + ".p", severity: .warning, feature: .image,
                                                        message: "\(why); the image draws nothing"))
            }
        }
    }

    /// The pixels of an asset, or why there are none (one line).
    static func decodeImage(_ asset: LottieImageAsset, baseDirectory: String?, limits: LottieLimits,
                            decoder: ImageDecoder) -> Result<Pixmap, ImageFailure> {
        let bytes: [UInt8]
        do {
            bytes = try asset.data(baseDirectory: baseDirectory, limits: limits)
        } catch {
            return .failure(ImageFailure(message: error.message))
        }
        do {
            return .success(try decoder.decode(bytes))
        } catch {
            return .failure(ImageFailure(message: error.description))
        }
    }

    /// Why an image asset has no pixels.
    struct ImageFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
