import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// An HTTP/1.1 server on 127.0.0.1 and an ephemeral port, for tests only, built on FlyingFox:
/// each path has a script of replies — bodies, status codes, and the faults a client must
/// survive (a body cut short, a stalled reply, a slow one). It counts the requests per path
/// and the most replies in progress at once.
///
/// ```swift
/// let server = try await TestHTTPServer.start()
/// server.route("/anim.json", .status(503), .ok(bytes))   // a 503, then the file from then on
/// ```
///
/// Every wait in it is bounded: a stall ends when its time is up or when ``stop()`` is called
/// (or the server is released).
public final class TestHTTPServer: Sendable {
    /// What the server does for one request.
    public enum Reply: Sendable {
        /// 200 with a body.
        case ok([UInt8])
        /// A status with a short text body.
        case status(Int)
        /// Announces the whole body but sends only `sent` bytes, then closes the connection (a
        /// server dying mid-transfer).
        case truncated([UInt8], sent: Int)
        /// Reads the request and answers nothing until `seconds` pass (then a 504) or the
        /// server stops.
        case stall(seconds: Double)
        /// 200 after a delay (to overlap downloads).
        case slow([UInt8], delay: Double)
    }

    /// The port the server listens on (127.0.0.1).
    public let port: UInt16
    private let server: HTTPServer
    private let running: Task<Void, Never>
    private let script: Script

    /// The base URL, `http://127.0.0.1:PORT`.
    public var baseURL: URL {
        var components = URLComponents()
        components.scheme = "http"
        components.host = "127.0.0.1"
        components.port = Int(port)
        guard let url = components.url else { preconditionFailure("a loopback URL with a port is always valid") }
        return url
    }

    /// Starts a server answering 404 to every path until routes are set; returns once it
    /// listens.
    public static func start() async throws -> TestHTTPServer {
        let script = Script()
        // The handler's own timeout must outlast the longest stall a test scripts.
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 600, logger: .disabled)
        await server.appendRoute("*") { request in try await script.reply(to: request.path) }
        let running = Task { _ = try? await server.run() }
        do {
            try await server.waitUntilListening(timeout: 10)
        } catch {
            running.cancel()
            throw error
        }
        guard case .ip4(_, let port)? = await server.listeningAddress else {
            running.cancel()
            throw TestHTTPServerError.noListeningPort
        }
        return TestHTTPServer(port: port, server: server, running: running, script: script)
    }

    private init(port: UInt16, server: HTTPServer, running: Task<Void, Never>, script: Script) {
        self.port = port
        self.server = server
        self.running = running
        self.script = script
    }

    deinit { running.cancel() }

    /// Serves `replies` for `path`, one per request; the last one repeats (none: 404).
    public func route(_ path: String, _ replies: Reply...) {
        setRoute(path, replies)
    }

    /// Serves `replies` for `path`, one per request; the last one repeats (none: 404).
    public func setRoute(_ path: String, _ replies: [Reply]) {
        script.state.withLock { $0.routes[path] = replies }
    }

    /// How many requests `path` has had.
    public func hitCount(_ path: String) -> Int { script.state.withLock { $0.hits[path, default: 0] } }

    /// How many requests all paths have had.
    public var requestCount: Int { script.state.withLock { $0.hits.values.reduce(0, +) } }

    /// The most requests whose replies were in progress at once.
    public var maxConcurrentRequests: Int { script.state.withLock { $0.maxActive } }

    /// Stops listening (new connections are refused), ends replies in progress, and returns
    /// when the server has stopped.
    public func stop() async {
        await server.stop(timeout: 0)
        running.cancel()
        await running.value
    }
}

/// Why ``TestHTTPServer/start()`` failed.
public enum TestHTTPServerError: Error {
    /// The server listens, but not on an IPv4 port it can name.
    case noListeningPort
}

/// The routes and counts of a ``TestHTTPServer``, shared with its request handler.
private final class Script: Sendable {
    struct State {
        var routes: [String: [TestHTTPServer.Reply]] = [:]
        var hits: [String: Int] = [:]
        var active = 0
        var maxActive = 0
    }

    let state = Mutex(State())

    /// Answers one request for `path` with the next scripted reply.
    func reply(to path: String) async throws -> HTTPResponse {
        let reply = state.withLock { state -> TestHTTPServer.Reply in
            state.hits[path, default: 0] += 1
            state.active += 1
            state.maxActive = max(state.maxActive, state.active)
            guard var list = state.routes[path], let first = list.first else { return .status(404) }
            if list.count > 1 { list.removeFirst(); state.routes[path] = list }
            return first
        }
        defer { state.withLock { $0.active -= 1 } }
        let binary: HTTPHeaders = [.contentType: "application/octet-stream"]
        switch reply {
        case .ok(let body):
            return HTTPResponse(statusCode: .ok, headers: binary, body: Data(body))
        case .status(let code):
            return HTTPResponse(statusCode: HTTPStatusCode(code, phrase: code == 404 ? "Not Found" : "Error"),
                                headers: [.contentType: "text/plain"], body: Data("status \(code)\n".utf8))
        case .truncated(let body, let sent):
            let cut = CutShortBody(sent: Array(body.prefix(max(0, sent))))
            return HTTPResponse(statusCode: .ok, headers: binary, body: HTTPBodySequence(from: cut, count: body.count))
        case .stall(let seconds):
            try await Task.sleep(for: .seconds(seconds))
            return HTTPResponse(statusCode: HTTPStatusCode(504, phrase: "Gateway Timeout"))
        case .slow(let body, let delay):
            try await Task.sleep(for: .seconds(delay))
            return HTTPResponse(statusCode: .ok, headers: binary, body: Data(body))
        }
    }
}

/// A body that yields its bytes and then fails, so that the server closes the connection
/// short of the length it announced.
private struct CutShortBody: AsyncBufferedSequence {
    typealias Element = UInt8

    /// The bytes sent before the connection is cut.
    let sent: [UInt8]

    func makeAsyncIterator() -> Iterator { Iterator(remaining: sent[...]) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var remaining: ArraySlice<UInt8>

        mutating func next() async throws -> UInt8? {
            guard let byte = remaining.popFirst() else { throw CutShort() }
            return byte
        }

        mutating func nextBuffer(suggested count: Int) async throws -> ArraySlice<UInt8>? {
            guard !remaining.isEmpty else { throw CutShort() }
            let chunk = remaining.prefix(Swift.max(1, count))
            remaining = remaining.dropFirst(chunk.count)
            return chunk
        }
    }

    /// The failure that ends the body early.
    struct CutShort: Error {}
}
