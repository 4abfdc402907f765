import CGIF
import ScrollworkCanvas

/// GIF through giflib: the records are walked up to the first image, whose rows are decoded
/// into a pixmap the size of the logical screen (see ``ImageDecoder/allFormats``).
enum GIFDecoder {
    /// The bytes giflib reads, handed over through its read callback.
    private final class Input {
        let base: UnsafePointer<UInt8>?
        let count: Int
        var offset = 0

        init(base: UnsafePointer<UInt8>?, count: Int) {
            self.base = base
            self.count = count
        }
    }

    static func decode(_ bytes: [UInt8], maxPixelCount: Int) throws(ImageError) -> Pixmap {
        let result: Result<Pixmap, ImageError> = bytes.withUnsafeBufferPointer { buffer in
            let input = Input(base: buffer.baseAddress, count: buffer.count)
            return withExtendedLifetime(input) {
                var error: Int32 = 0
                let read: InputFunc = { gif, out, length in
                    guard let gif, let out, length > 0, let user = gif.pointee.UserData else { return 0 }
                    let input = Unmanaged<Input>.fromOpaque(user).takeUnretainedValue()
                    let n = min(Int(length), input.count - input.offset)
                    guard n > 0, let base = input.base else { return 0 }
                    out.update(from: base + input.offset, count: n)
                    input.offset += n
                    return Int32(n)
                }
                guard let gif = DGifOpen(Unmanaged.passUnretained(input).toOpaque(), read, &error) else {
                    return .failure(.corrupt(format: .gif, reason: message(error)))
                }
                defer { DGifCloseFile(gif, &error) }
                do throws(ImageError) {
                    return .success(try firstFrame(gif, maxPixelCount: maxPixelCount))
                } catch {
                    return .failure(error)
                }
            }
        }
        return try result.get()
    }

    /// Walks the records to the first image and decodes it.
    private static func firstFrame(_ gif: UnsafeMutablePointer<GifFileType>, maxPixelCount: Int) throws(ImageError) -> Pixmap {
        var transparent: Int32 = -1
        while true {
            var record = UNDEFINED_RECORD_TYPE
            guard DGifGetRecordType(gif, &record) == GIF_OK else { throw failure(gif) }
            switch record {
            case EXTENSION_RECORD_TYPE:
                var code: Int32 = 0
                var block: UnsafeMutablePointer<GifByteType>?
                guard DGifGetExtension(gif, &code, &block) == GIF_OK else { throw failure(gif) }
                if code == GRAPHICS_EXT_FUNC_CODE, let block {
                    var control = GraphicsControlBlock()
                    if DGifExtensionToGCB(Int(block[0]), block + 1, &control) == GIF_OK {
                        transparent = control.TransparentColor
                    }
                }
                while block != nil {
                    guard DGifGetExtensionNext(gif, &block) == GIF_OK else { throw failure(gif) }
                }
            case IMAGE_DESC_RECORD_TYPE:
                guard DGifGetImageDesc(gif) == GIF_OK else { throw failure(gif) }
                return try image(gif, transparent: transparent, maxPixelCount: maxPixelCount)
            case TERMINATE_RECORD_TYPE:
                throw .corrupt(format: .gif, reason: "the file holds no image")
            default:
                throw .corrupt(format: .gif, reason: "unknown record")
            }
        }
    }

    /// Decodes the image whose descriptor was just read onto the logical screen.
    private static func image(_ gif: UnsafeMutablePointer<GifFileType>, transparent: Int32,
                              maxPixelCount: Int) throws(ImageError) -> Pixmap {
        let desc = gif.pointee.Image
        let left = Int(desc.Left), top = Int(desc.Top), w = Int(desc.Width), h = Int(desc.Height)
        let width = max(Int(gif.pointee.SWidth), left + w), height = max(Int(gif.pointee.SHeight), top + h)
        var pixmap = try ImageDecoder.pixmap(.gif, width: width, height: height, maxPixelCount: maxPixelCount)
        guard w > 0, h > 0 else { return pixmap }
        guard let map = desc.ColorMap ?? gif.pointee.SColorMap, let colors = map.pointee.Colors else {
            throw .corrupt(format: .gif, reason: "the image has no colour table")
        }
        let colorCount = Int(map.pointee.ColorCount)
        var line = [GifPixelType](repeating: 0, count: w)
        // Interlaced images store rows 0, 8, 16, …, then 4, 12, …, then 2, 6, …, then 1, 3, ….
        let passes: [(start: Int, step: Int)] = desc.Interlace ? [(0, 8), (4, 8), (2, 4), (1, 2)] : [(0, 1)]
        for pass in passes {
            for row in stride(from: pass.start, to: h, by: pass.step) {
                guard DGifGetLine(gif, &line, Int32(w)) == GIF_OK else { throw failure(gif) }
                pixmap.withUnsafeMutablePixels { px in
                    let base = (top + row) * width + left
                    for x in 0..<w {
                        let index = Int(line[x])
                        guard index != Int(transparent), index < colorCount else { continue }
                        let c = colors[index]
                        px[base + x] = UInt32(c.Red) | UInt32(c.Green) << 8 | UInt32(c.Blue) << 16 | 0xFF00_0000
                    }
                }
            }
        }
        return pixmap
    }

    private static func failure(_ gif: UnsafeMutablePointer<GifFileType>) -> ImageError {
        .corrupt(format: .gif, reason: message(gif.pointee.Error))
    }

    private static func message(_ code: Int32) -> String {
        guard let text = GifErrorString(code) else { return "giflib error \(code)" }
        return String(cString: text)
    }
}
