// What every image fuzz target checks: any bytes → `ImageDecoder.allFormats.decode(_:as:maxPixelCount:)`
// → a Pixmap or a typed `ImageError`. Crashes, traps, hangs and memory blow-ups are the
// failures; a decoded image must respect the bound and be premultiplied.
import ScrollworkCanvas
import ScrollworkImageDecoders

/// The pixel bound the targets decode within: 1 Mi pixels (4 MiB of RGBA), so that one input
/// stays far inside libFuzzer's 2 s and 512 MB. The size check is the same code at any bound
/// (the unit tests check it at the default one, `Pixmap.maxPixelCount`).
public let fuzzMaxPixelCount = 1 << 20

/// Decodes one input as `format`; a decoded image is read back whole.
public func fuzzImage(_ data: UnsafePointer<UInt8>?, _ size: Int, as format: ImageFormat) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let pixmap: Pixmap
    do {
        pixmap = try ImageDecoder.allFormats.decode(bytes, as: format, maxPixelCount: fuzzMaxPixelCount)
    } catch {
        precondition(!error.description.isEmpty, "an error without a message")
        return 0
    }
    precondition(pixmap.width > 0 && pixmap.height > 0 && pixmap.width * pixmap.height <= fuzzMaxPixelCount, "over the bound")
    pixmap.withUnsafePixels { px in
        for p in px {
            let a = p >> 24
            precondition(p & 0xFF <= a && (p >> 8) & 0xFF <= a && (p >> 16) & 0xFF <= a, "not premultiplied")
        }
    }
    return 0
}
