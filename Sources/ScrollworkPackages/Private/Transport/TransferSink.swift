import Foundation

/// Where a transfer's bytes go while they arrive: a file (packages) or memory (catalogues),
/// hashed on the way, refused beyond a size bound.
final class TransferSink: @unchecked Sendable {
    // Guarded by `lock`: written from URLSession's delegate queue, read after completion.
    private let lock = NSLock()
    private let handle: FileHandle?
    private var memory: [UInt8] = []
    private var hasher = SHA256Checksum()
    private(set) var received = 0
    let maxSize: Int

    /// A sink writing to a new file at `path` (or to memory when `path` is nil).
    init(path: String?, maxSize: Int) throws(PackageError) {
        self.maxSize = maxSize
        if let path {
            guard FileManager.default.createFile(atPath: path, contents: nil),
                  let handle = FileHandle(forWritingAtPath: path) else {
                throw PackageError(.storage, message: "cannot create '\(path)'")
            }
            self.handle = handle
        } else {
            self.handle = nil
        }
    }

    /// Appends bytes; false when they would pass ``maxSize`` or cannot be written.
    func append(_ data: Data) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard received + data.count <= maxSize else { return false }
        received += data.count
        hasher.update(data)
        if let handle {
            do { try handle.write(contentsOf: data) } catch { return false }
        } else {
            memory.append(contentsOf: data)
        }
        return true
    }

    /// Closes the file and returns the bytes kept in memory, the count and the SHA-256.
    func finish() -> (bytes: [UInt8], count: Int, sha256: String) {
        lock.lock(); defer { lock.unlock() }
        try? handle?.close()
        return (memory, received, hasher.finalizeHex())
    }
}
