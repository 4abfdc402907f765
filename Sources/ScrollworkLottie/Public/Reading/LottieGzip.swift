import CGzip

/// Gzip-compressed Lottie JSON — Telegram's animated stickers (`.tgs`) and `.json.gz` files —
/// read and written through the system zlib.
///
/// ``LottieReader`` inflates such files by itself (it recognises gzip by its first two bytes,
/// whatever the file is called); this type is for writing them and for tools that handle the
/// bytes directly:
///
/// ```swift
/// let json = try LottieReader().minifiedJSON(contentsOfFile: "logo.json")
/// let sticker = try LottieGzip.compress(json)          // a .tgs
/// let back = try LottieGzip.decompress(sticker, maxSize: LottieLimits.default.maxFileSize)
/// ```
public enum LottieGzip {
    /// Whether `bytes` start as a gzip stream does (`1F 8B`, then deflate's method 8).
    public static func isCompressed(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == 0x1F && bytes[1] == 0x8B && bytes[2] == 8
    }

    /// Inflates a gzip stream (one member or several in a row, as `cat a.gz b.gz` makes; zero
    /// bytes padding the end are ignored), checking each member's CRC-32 and length.
    ///
    /// The work is bounded by what it may produce: inflating stops as soon as the output passes
    /// `maxSize` bytes, so a gzip bomb costs at most `maxSize` bytes of memory.
    ///
    /// - Throws: ``LottieError`` of kind `.tooLarge` when the stream inflates to more than
    ///   `maxSize` bytes (``LottieLimits/maxFileSize`` when the reader calls it), and
    ///   `.invalidGzip` when it is truncated, damaged or followed by other bytes.
    public static func decompress(_ bytes: [UInt8], maxSize: Int) throws(LottieError) -> [UInt8] {
        guard isCompressed(bytes) else { throw invalid("not a gzip stream (it does not start with 1F 8B 08)") }
        var stream = z_stream()
        // 15 + 16: a 32 KiB window, gzip's header and trailer (not zlib's).
        guard inflateInit2_(&stream, 15 + 16, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw invalid("zlib could not start inflating")
        }
        defer { inflateEnd(&stream) }
        let limit = max(0, maxSize)
        var output = [UInt8](repeating: 0, count: min(limit + 1, max(65_536, bytes.count * 4)))
        var produced = 0
        var consumed = 0
        while true {
            let status = bytes.withUnsafeBufferPointer { input in
                output.withUnsafeMutableBufferPointer { out in
                    guard let source = input.baseAddress, let target = out.baseAddress else { return Z_BUF_ERROR }
                    stream.next_in = UnsafeMutablePointer(mutating: source + consumed)
                    stream.avail_in = UInt32(min(input.count - consumed, Int(UInt32.max)))
                    stream.next_out = target + produced
                    stream.avail_out = UInt32(min(out.count - produced, Int(UInt32.max)))
                    let before = (stream.avail_in, stream.avail_out)
                    let status = inflate(&stream, Z_NO_FLUSH)
                    consumed += Int(before.0 - stream.avail_in)
                    produced += Int(before.1 - stream.avail_out)
                    return status
                }
            }
            if produced > limit {
                throw LottieError(kind: .tooLarge, path: "$",
                                  message: "the gzip stream inflates to more than \(limit) bytes (LottieLimits.maxFileSize)")
            }
            switch status {
            case Z_STREAM_END:
                let rest = bytes[consumed...]
                if rest.isEmpty || rest.allSatisfy({ $0 == 0 }) {
                    output.removeSubrange(produced...)
                    return output
                }
                guard isCompressed(Array(rest.prefix(3))) else {
                    throw invalid("\(rest.count) bytes that are not gzip follow the end of the gzip stream")
                }
                guard inflateReset(&stream) == Z_OK else { throw invalid("zlib could not start the next gzip member") }
            case Z_OK:
                if produced == output.count { output += [UInt8](repeating: 0, count: min(output.count, limit + 1 - output.count)) }
            case Z_BUF_ERROR:
                // No progress possible: all input used and the stream not at its end.
                if consumed == bytes.count { throw invalid("the gzip stream is truncated (it ends after \(bytes.count) bytes)") }
                if produced == output.count { output += [UInt8](repeating: 0, count: min(output.count, limit + 1 - output.count)) }
            case Z_DATA_ERROR:
                let reason = stream.msg.map { String(cString: $0) } ?? "damaged data"
                throw invalid("the gzip stream is damaged at byte \(consumed): \(reason)")
            case Z_MEM_ERROR:
                throw invalid("zlib ran out of memory")
            default:
                throw invalid("zlib failed (status \(status))")
            }
        }
    }

    /// Compresses `bytes` into one gzip member at `level` (1 fastest … 9 smallest), with no
    /// file name and a zero time stamp, so the same bytes always give the same file.
    ///
    /// - Throws: ``LottieError`` of kind `.tooLarge` for input over 4 GiB (a gzip member's
    ///   length field), `.invalidGzip` when zlib cannot allocate its state.
    public static func compress(_ bytes: [UInt8], level: Int = 9) throws(LottieError) -> [UInt8] {
        guard bytes.count < Int(UInt32.max) else {
            throw LottieError(kind: .tooLarge, path: "$", message: "\(bytes.count) bytes are more than one gzip member holds")
        }
        var stream = z_stream()
        let clamped = Int32(max(1, min(9, level)))
        guard deflateInit2_(&stream, clamped, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY, zlibVersion(),
                            Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw invalid("zlib could not start compressing (out of memory)")
        }
        defer { deflateEnd(&stream) }
        // deflateBound covers the zlib wrapper; gzip's header and trailer are 12 bytes longer.
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))) + 32)
        let status = bytes.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { out in
                // zlib only reads its input (`next_in` is not const for old compilers' sake);
                // an empty input has no address, which zlib accepts with a length of 0.
                stream.next_in = source.baseAddress.map { UnsafeMutablePointer(mutating: $0) }
                stream.avail_in = UInt32(source.count)
                stream.next_out = out.baseAddress
                stream.avail_out = UInt32(min(out.count, Int(UInt32.max)))
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw invalid("zlib could not compress (status \(status))") }
        output.removeSubrange(Int(stream.total_out)...)
        return output
    }

    private static func invalid(_ message: String) -> LottieError {
        LottieError(kind: .invalidGzip, path: "$", message: message)
    }
}
