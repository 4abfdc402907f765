extension LottieReader {
    /// The Lottie JSON of a file's bytes as compact text: members in their order, no white
    /// space, every number in the shortest form that reads back as the same value, so the text
    /// reads as the same animation. The bytes may be JSON, gzip-compressed JSON (`.tgs`) or a
    /// `.lottie` archive (its first animation's JSON; images and fonts stored beside it in the
    /// archive are not carried over).
    ///
    /// Gzipped (``LottieGzip/compress(_:level:)``), this is a `.tgs` file.
    ///
    /// - Throws: ``LottieError`` as ``read(_:baseDirectory:)`` does for bytes that are not an
    ///   animation.
    public func minifiedJSON(_ bytes: [UInt8]) throws(LottieError) -> [UInt8] {
        let document = try self.document(ofFile: bytes)
        _ = try model(of: document)                          // an animation, not just any JSON
        return JSONWriter.bytes(of: document)
    }

    /// ``minifiedJSON(_:)`` of the file at `path`, read within ``LottieLimits/maxFileSize``.
    public func minifiedJSON(contentsOfFile path: String) throws(LottieError) -> [UInt8] {
        try minifiedJSON(Self.readFile(path, maxSize: limits.maxFileSize))
    }

    /// The parsed JSON of a file's bytes: JSON, gzip-compressed JSON, or a `.lottie` archive's
    /// first animation.
    func document(ofFile bytes: [UInt8]) throws(LottieError) -> JSONValue {
        if DotLottieArchive.looksLikeZIP(bytes) {
            return try document(json: DotLottieArchive(bytes: bytes, limits: limits).activeAnimationJSON())
        }
        return try document(json: bytes)
    }
}
