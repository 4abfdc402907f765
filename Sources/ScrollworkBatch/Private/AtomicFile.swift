import Foundation
import Scrollwork
import ScrollworkCanvas

/// Writing a whole file or nothing: the bytes go to a temporary file beside the path, renamed
/// into place when complete.
enum AtomicFile {
    /// Writes `bytes` to `path`.
    static func write(_ bytes: [UInt8], to path: String) throws(ConversionError) {
        let temporary = temporaryPath(for: path)
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: temporary))
        } catch {
            unlink(temporary)
            throw .cannotWrite(path: path, reason: error.localizedDescription)
        }
        try commit(temporary, to: path)
    }

    /// Writes a PNG of `pixmap` to `path`: with its alpha channel, or over an opaque
    /// `background` without one (`PNG.write` itself writes beside the path and renames).
    static func writePNG(_ pixmap: Pixmap, to path: String, background: Color?) throws(ConversionError) {
        do {
            try PNG.write(pixmap, to: path, output: background.map { .rgb(background: $0) } ?? .rgba)
        } catch {
            throw .cannotWrite(path: path, reason: "\(error)")
        }
    }

    /// A name beside `path` no other writer uses.
    static func temporaryPath(for path: String) -> String {
        "\(path).partial-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    private static func commit(_ temporary: String, to path: String) throws(ConversionError) {
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
    }
}

/// Whether an output is newer than its input (both modification times, to the nanosecond).
enum OutputFreshness {
    static func isNewer(_ output: String, than input: String) -> Bool {
        var o = stat(), i = stat()
        guard stat(output, &o) == 0, stat(input, &i) == 0 else { return false }
        return (o.st_mtim.tv_sec, o.st_mtim.tv_nsec) > (i.st_mtim.tv_sec, i.st_mtim.tv_nsec)
    }
}
