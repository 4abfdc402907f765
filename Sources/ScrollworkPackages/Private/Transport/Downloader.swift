import Foundation

/// Fetches URLs (`http`, `https`, `file`) into files or memory, hashing as it goes.
struct Downloader: Sendable {
    /// Seconds without data before a request fails.
    var timeout: Double

    /// Downloads `url` into a new file at `path`; returns the byte count and SHA-256.
    func download(_ url: URL, to path: String, maxSize: Int,
                  onBytes: @escaping @Sendable (Int, Int?) -> Void) async throws(PackageError) -> (count: Int, sha256: String) {
        let sink = try TransferSink(path: path, maxSize: maxSize)
        try await transfer(url, into: sink, onBytes: onBytes)
        let result = sink.finish()
        return (result.count, result.sha256)
    }

    /// Fetches `url` into memory (catalogues).
    func bytes(_ url: URL, maxSize: Int) async throws(PackageError) -> [UInt8] {
        let sink = try TransferSink(path: nil, maxSize: maxSize)
        try await transfer(url, into: sink, onBytes: { _, _ in })
        return sink.finish().bytes
    }

    private func transfer(_ url: URL, into sink: TransferSink,
                          onBytes: @escaping @Sendable (Int, Int?) -> Void) async throws(PackageError) {
        switch url.scheme?.lowercased() {
        case "http", "https":
            try await HTTPTransfer.run(url, into: sink, timeout: timeout, onBytes: onBytes)
        case "file":
            try copyFile(url.path, into: sink, onBytes: onBytes)
        default:
            throw PackageError(.unsupportedURL, message: "unsupported URL scheme in \(url.absoluteString) (http, https and file are)")
        }
    }

    private func copyFile(_ path: String, into sink: TransferSink,
                          onBytes: @Sendable (Int, Int?) -> Void) throws(PackageError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw PackageError(.transport, message: "cannot open '\(path)'")
        }
        defer { try? handle.close() }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        while true {
            if Task.isCancelled { throw PackageError(.cancelled, message: "the copy of '\(path)' was cancelled") }
            let chunk: Data
            do { chunk = try handle.read(upToCount: 1 << 16) ?? Data() } catch {
                throw PackageError(.transport, message: "cannot read '\(path)': \(error)")
            }
            if chunk.isEmpty { break }
            guard sink.append(chunk) else {
                throw PackageError(.invalidArchive, message: "'\(path)' exceeds the size limit of \(sink.maxSize) bytes")
            }
            onBytes(sink.received, size)
        }
    }
}
