#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writes one line to standard error (file descriptor 2; no shared `FILE*` involved).
func printToStandardError(_ line: String) {
    var text = line
    text.append("\n")
    var utf8 = Array(text.utf8)
    utf8.withUnsafeMutableBytes { bytes in
        var offset = 0
        while offset < bytes.count {
            let n = write(2, bytes.baseAddress! + offset, bytes.count - offset)
            if n <= 0 { return }
            offset += n
        }
    }
}
