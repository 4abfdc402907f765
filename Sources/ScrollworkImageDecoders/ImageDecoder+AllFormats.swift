import ScrollworkCanvas

extension ImageDecoder {
    /// PNG, JPEG, WebP and GIF: `ImageDecoder.png` with the decoders of this
    /// product (libjpeg-turbo, libwebp and giflib; Debian: `libturbojpeg0-dev`, `libwebp-dev`,
    /// `libgif-dev`).
    ///
    /// - JPEG: baseline and progressive (at most 500 scans), greyscale, YCbCr and CMYK (taken as
    ///   Adobe's inverted CMYK); libjpeg's accurate integer DCT and smooth chroma upsampling, as
    ///   browsers decode. A warning — data that ends early, a damaged segment — is an error, so a
    ///   truncated file never draws a half-grey picture. The EXIF orientation is not applied.
    /// - WebP: lossy and lossless, with or without alpha; an animated file gives its first frame.
    /// - GIF: the first frame on the logical screen (grown to the frame if the frame is larger),
    ///   its transparent colour transparent.
    ///
    /// ```swift
    /// import ScrollworkImageDecoders
    /// let reader = LottieReader(imageDecoder: .allFormats)   // a Lottie file's JPEG assets too
    /// ```
    public static let allFormats = ImageDecoder.png
        .adding(.jpeg) { bytes, limit throws(ImageError) in try JPEGDecoder.decode(bytes, maxPixelCount: limit) }
        .adding(.webp) { bytes, limit throws(ImageError) in try WebPDecoder.decode(bytes, maxPixelCount: limit) }
        .adding(.gif) { bytes, limit throws(ImageError) in try GIFDecoder.decode(bytes, maxPixelCount: limit) }
}
