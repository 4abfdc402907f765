#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A running `ffmpeg` whose standard input is one end of a socket pair: frames are sent with
/// `MSG_NOSIGNAL`, so an `ffmpeg` that dies early is an error to report, never a `SIGPIPE`
/// that kills the app. Its standard error goes to a temporary file, read for the message
/// when it fails.
final class FFmpegProcess {
    private var pid: pid_t = 0
    private var socket: Int32 = -1
    private let logPath: String
    private var exited = false

    /// Finds `ffmpeg`: `explicitPath` if given, else the first `ffmpeg` on `PATH`.
    static func locate(_ explicitPath: String?) -> String? {
        if let explicitPath { return access(explicitPath, X_OK) == 0 ? explicitPath : nil }
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/ffmpeg"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Starts `executable` with `arguments`.
    init(executable: String, arguments: [String], format: ExportFormat) throws(ExportError) {
        var template = Array("/tmp/scrollwork-ffmpeg-XXXXXX".utf8CString)
        let logDescriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard logDescriptor >= 0 else { throw .encoderFailed(format: format, reason: "cannot create a log file: \(systemError())") }
        logPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var pair: [Int32] = [-1, -1]
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        guard socketpair(AF_UNIX, type, 0, &pair) == 0 else {
            close(logDescriptor)
            unlink(logPath)
            throw .encoderFailed(format: format, reason: "socketpair: \(systemError())")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pair[1], 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, logDescriptor, 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, nil, argv, environ)
        close(pair[1])
        close(logDescriptor)
        guard status == 0 else {
            close(pair[0])
            unlink(logPath)
            throw .encoderFailed(format: format, reason: "cannot start \(executable): \(String(cString: strerror(status)))")
        }
        pid = child
        socket = pair[0]
    }

    deinit {
        terminate()
        unlink(logPath)
    }

    /// Sends bytes to `ffmpeg`'s standard input; false when it has stopped reading.
    func send(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress, socket >= 0 else { return false }
        var done = 0
        while done < bytes.count {
            let n = Glibc.send(socket, base + done, bytes.count - done, Int32(MSG_NOSIGNAL))
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            done += n
        }
        return true
    }

    /// Closes its input and waits; nil when it exited with status 0, else its last message.
    func finish() -> String? {
        if socket >= 0 { close(socket); socket = -1 }
        guard !exited else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        exited = true
        let signal = status & 0x7F, code = (status >> 8) & 0xFF
        if signal == 0 && code == 0 { return nil }
        let message = lastLogLine()
        if signal != 0 { return "ffmpeg was killed by signal \(signal)" + (message.isEmpty ? "" : ": \(message)") }
        return message.isEmpty ? "ffmpeg exited with status \(code)" : message
    }

    /// Stops it (after a failure or a cancellation).
    func terminate() {
        if socket >= 0 { close(socket); socket = -1 }
        guard !exited, pid > 0 else { return }
        kill(pid, SIGTERM)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        exited = true
    }

    /// The last non-empty line `ffmpeg` wrote to its standard error (of its first 64 KiB).
    private func lastLogLine() -> String {
        let descriptor = open(logPath, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 65_536)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return "" }
        let lines = bytes[..<count].split(separator: UInt8(ascii: "\n"))
        let text = lines.last { line in line.contains { $0 > 32 } }.map { String(decoding: $0, as: UTF8.self) } ?? ""
        return String(text.drop { $0 == " " || $0 == "\r" }.reversed().drop { $0 == " " || $0 == "\r" }.reversed())
    }
}
