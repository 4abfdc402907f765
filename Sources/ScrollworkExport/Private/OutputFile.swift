#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An output written to a temporary file beside its final path and renamed into place only
/// when complete, so a failure or a cancellation never leaves a partial file.
final class OutputFile {
    /// The final path.
    let path: String
    /// Where the bytes go until ``commit()``.
    let temporaryPath: String
    private var descriptor: Int32
    /// Bytes written so far.
    private(set) var byteCount = 0

    /// Creates the temporary file (failing early when the folder is not writable).
    init(path: String) throws(ExportError) {
        self.path = path
        temporaryPath = path + ".partial-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: systemError()) }
    }

    deinit { discard() }

    /// Appends bytes.
    func write(_ bytes: UnsafeRawBufferPointer) throws(ExportError) {
        guard let base = bytes.baseAddress, descriptor >= 0 else { return }
        var done = 0
        while done < bytes.count {
            let n = Glibc.write(descriptor, base + done, bytes.count - done)
            if n < 0 {
                if errno == EINTR { continue }
                throw .cannotWrite(path: path, reason: systemError())
            }
            done += n
        }
        byteCount += bytes.count
    }

    /// Appends bytes.
    func write(_ bytes: [UInt8]) throws(ExportError) {
        let failure = bytes.withUnsafeBytes { raw -> ExportError? in
            do throws(ExportError) { try write(raw) } catch { return error }
            return nil
        }
        if let failure { throw failure }
    }

    /// Overwrites bytes already written at `offset`.
    func patch(_ bytes: [UInt8], at offset: Int) throws(ExportError) {
        let n = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
        guard n == bytes.count else { throw .cannotWrite(path: path, reason: systemError()) }
    }

    /// Closes the file without writing more (for a program that writes it by name).
    func closeDescriptor() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
    }

    /// Closes the temporary file and renames it to ``path``; returns its size.
    @discardableResult
    func commit() throws(ExportError) -> Int {
        if descriptor >= 0 {
            let failed = close(descriptor) != 0
            descriptor = -1
            if failed {
                let reason = systemError()
                unlink(temporaryPath)
                throw .cannotWrite(path: path, reason: reason)
            }
        }
        var info = stat()
        let size = stat(temporaryPath, &info) == 0 ? Int(info.st_size) : byteCount
        guard rename(temporaryPath, path) == 0 else {
            let reason = systemError()
            unlink(temporaryPath)
            throw .cannotWrite(path: path, reason: reason)
        }
        committed = true
        return size
    }

    private var committed = false

    /// Closes and removes the temporary file (nothing happens after ``commit()``).
    func discard() {
        closeDescriptor()
        if !committed {
            unlink(temporaryPath)
            committed = true
        }
    }
}

/// The text of `errno`.
func systemError() -> String {
    guard let s = strerror(errno) else { return "error \(errno)" }
    return String(cString: s)
}
