import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 and an ephemeral port, for tests only: each
/// connection gets one scripted reply and is closed. Runs on threads of its own; every wait
/// in it is bounded, and `stop()` ends it.
final class TestHTTPServer: @unchecked Sendable {
    /// What the server does for one request.
    enum Reply: Sendable {
        /// 200 with a body.
        case ok([UInt8])
        /// A status with a short text body.
        case status(Int)
        /// Announces the whole body but sends only `sent` bytes, then closes (a server dying
        /// mid-transfer).
        case truncated([UInt8], sent: Int)
        /// Reads the request and answers nothing until `seconds` pass or the server stops.
        case stall(seconds: Double)
        /// 200 after a delay (to overlap downloads).
        case slow([UInt8], delay: Double)
    }

    let port: UInt16
    private let listener: Int32
    // Guarded by `lock`.
    private let lock = NSLock()
    private var routes: [String: [Reply]] = [:]
    private var hits: [String: Int] = [:]
    private var running = true
    private var active = 0
    private var maxActive = 0
    private let finished = DispatchGroup()

    /// The base URL, `http://127.0.0.1:PORT`.
    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    init() throws {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw ServerError.socket("socket") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else { close(fd); throw ServerError.socket("bind/listen") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        finished.enter()
        let thread = Thread { [self] in acceptLoop(); finished.leave() }
        thread.start()
    }

    enum ServerError: Error { case socket(String) }

    /// Serves `replies` for `path`, one per request; the last one repeats.
    func route(_ path: String, _ replies: Reply...) {
        lock.withLock { routes[path] = replies }
    }

    /// Serves `replies` for `path`, one per request; the last one repeats (none: 404).
    func setRoute(_ path: String, _ replies: [Reply]) {
        lock.withLock { routes[path] = replies }
    }

    /// How many requests `path` has had.
    func hitCount(_ path: String) -> Int { lock.withLock { hits[path, default: 0] } }

    /// The most connections handled at once.
    var maxConcurrentConnections: Int { lock.withLock { maxActive } }

    /// Stops listening and waits (bounded) for the threads to end.
    func stop() {
        let wasRunning = lock.withLock { () -> Bool in let r = running; running = false; return r }
        guard wasRunning else { return }
        _ = finished.wait(timeout: .now() + 5)
        close(listener)
    }

    deinit { stop() }

    private var isRunning: Bool { lock.withLock { running } }

    private func acceptLoop() {
        while isRunning {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            finished.enter()
            let thread = Thread { [self] in handle(client); finished.leave() }
            thread.start()
        }
    }

    private func handle(_ client: Int32) {
        lock.withLock { active += 1; maxActive = max(maxActive, active) }
        defer { lock.withLock { active -= 1 }; close(client) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while request.count < 65536 {
            let n = recv(client, &buffer, buffer.count, 0)
            guard n > 0 else { return }
            request.append(contentsOf: buffer[0..<n])
            if request.count >= 4, request.suffix(4).elementsEqual([13, 10, 13, 10]) { break }
            if let text = String(bytes: request, encoding: .utf8), text.contains("\r\n\r\n") { break }
        }
        let line = String(decoding: request.prefix { $0 != 13 }, as: UTF8.self)
        let parts = line.split(separator: " ")
        let path = parts.count > 1 ? String(parts[1]) : "/"
        let reply = lock.withLock { () -> Reply in
            hits[path, default: 0] += 1
            guard var list = routes[path], let first = list.first else { return .status(404) }
            if list.count > 1 { list.removeFirst(); routes[path] = list }
            return first
        }
        switch reply {
        case .ok(let body):
            send(client, status: 200, body: body, sent: body.count)
        case .status(let code):
            send(client, status: code, body: Array("status \(code)\n".utf8), sent: nil)
        case .truncated(let body, let sent):
            send(client, status: 200, body: body, sent: min(sent, body.count))
        case .stall(let seconds):
            let end = Date().addingTimeInterval(seconds)
            while isRunning && Date() < end { usleep(20_000) }
        case .slow(let body, let delay):
            usleep(useconds_t(delay * 1_000_000))
            send(client, status: 200, body: body, sent: body.count)
        }
    }

    private func send(_ client: Int32, status: Int, body: [UInt8], sent: Int?) {
        let reason = status == 200 ? "OK" : status == 404 ? "Not Found" : "Error"
        let head = "HTTP/1.1 \(status) \(reason)\r\nContent-Length: \(body.count)\r\nContent-Type: application/octet-stream\r\nConnection: close\r\n\r\n"
        var out = Array(head.utf8)
        out.append(contentsOf: body.prefix(sent ?? body.count))
        var offset = 0
        while offset < out.count {
            let n = out[offset...].withUnsafeBytes { Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { return }
            offset += n
        }
    }
}
