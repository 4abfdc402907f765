extension LottieReader {
    /// Reads every data asset that has no JSON yet (``LottieDataAsset/json``): its bytes
    /// (bounded by ``LottieLimits/maxFileSize``, a file resolved inside the animation's folder
    /// as image files are), checked to be JSON within ``LottieLimits/maxJSONDepth``. One that
    /// cannot be fetched or parsed keeps no JSON and is reported once, with feature `.data`.
    func loadDataAssets(_ animation: inout LottieAnimation) {
        for (id, asset) in animation.dataAssets.sorted(by: { $0.key < $1.key }) where asset.json == nil {
            if case .missing = asset.source { continue }  // already reported where it went missing
            let why: String
            do {
                let bytes = try asset.source.bytes(assetID: id, baseDirectory: animation.baseDirectory, limits: limits)
                _ = try parse(bytes)
                animation.dataAssets[id]?.json = String(decoding: bytes, as: UTF8.self)
                continue
            } catch {
                why = error.message
            }
            animation.diagnostics.append(Diagnostic(path: asset.jsonPath + ".p", severity: .warning, feature: .data,
                                                    message: "\(why); expressions reading its data layer fall back"))
        }
    }
}
