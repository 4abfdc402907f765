import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A one-file HTTP/1.1 server on 127.0.0.1 (an ephemeral port) for loader tests: answers every
/// request with `body` (or 404 for paths other than `path`), counting requests.
final class LocalHTTPServer: @unchecked Sendable {
    let port: UInt16
    private let fd: Int32
    private let lock = NSLock()
    private var _requests = 0
    var requests: Int { lock.lock(); defer { lock.unlock() }; return _requests }

    init?(path: String, body: [UInt8]) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = 0
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 8) == 0 else { close(fd); return nil }
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &len) }
        }
        self.fd = fd
        self.port = UInt16(bigEndian: addr.sin_port)
        let thread = Thread { [self] in serve(path: path, body: body) }
        thread.start()
    }

    private func serve(path: String, body: [UInt8]) {
        while true {
            let client = accept(fd, nil, nil)
            guard client >= 0 else { return }
            var buffer = [UInt8](repeating: 0, count: 4096)
            var request: [UInt8] = []
            while !request.contains(13) || !String(decoding: request, as: UTF8.self).contains("\r\n\r\n") {
                let n = read(client, &buffer, buffer.count)
                if n <= 0 { break }
                request += buffer[0..<n]
            }
            lock.lock(); _requests += 1; lock.unlock()
            let line = String(decoding: request, as: UTF8.self).split(separator: "\r\n").first ?? ""
            let ok = line.split(separator: " ").dropFirst().first.map(String.init) == path
            let payload = ok ? body : Array("not found".utf8)
            let head = "HTTP/1.1 \(ok ? "200 OK" : "404 Not Found")\r\nContent-Type: application/json\r\nContent-Length: \(payload.count)\r\nConnection: close\r\n\r\n"
            let bytes = Array(head.utf8) + payload
            var sent = 0
            while sent < bytes.count {
                let n = bytes[sent...].withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
                if n <= 0 { break }
                sent += n
            }
            close(client)
        }
    }

    /// Stops accepting (the serving thread then ends).
    func stop() { shutdown(fd, Int32(SHUT_RDWR)); close(fd) }
}
