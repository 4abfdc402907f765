// libFuzzer entry point for the PNG decoding path: any bytes → `PNG.decode` → a Pixmap or a
// typed `PNGError`. Crashes, traps, hangs and memory blow-ups are the failures.
import ScrollworkCanvas

/// Decodes one input; a decoded image is also read back so the whole buffer is touched.
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard let pixmap = try? PNG.decode(bytes) else { return 0 }
    // The decoded size obeys the pixmap limits, and every pixel is premultiplied.
    precondition(pixmap.width <= Pixmap.maxDimension && pixmap.height <= Pixmap.maxDimension)
    precondition(pixmap.width * pixmap.height <= Pixmap.maxPixelCount)
    pixmap.withUnsafePixels { px in
        for p in px {
            let a = p >> 24
            precondition(p & 0xFF <= a && (p >> 8) & 0xFF <= a && (p >> 16) & 0xFF <= a, "not premultiplied")
        }
    }
    return 0
}
