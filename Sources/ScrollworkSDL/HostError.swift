/// Why a window host could not start or run.
public enum HostError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A command-line argument was malformed (the message says which and why).
    case badArgument(String)
    /// No display is available and `--headless` was not given.
    case noDisplay(String)
    /// SDL failed (the call and SDL's own message).
    case sdl(call: String, message: String)
    /// The last frame could not be saved.
    case screenshot(String)
    /// The recording (`--record`) could not be written.
    case record(String)
    /// The frame times (`--frame-times`) could not be written.
    case frameTimes(String)

    /// One readable line.
    public var description: String {
        switch self {
        case .badArgument(let m): return m
        case .noDisplay(let m):
            return "no display available (\(m)); run with --headless, or under xvfb-run"
        case .sdl(let call, let m): return "\(call) failed: \(m)"
        case .screenshot(let m): return "could not save the screenshot: \(m)"
        case .record(let m): return "could not record: \(m)"
        case .frameTimes(let m): return "could not write the frame times: \(m)"
        }
    }
}
