
/// How a window host runs: in a window or headless, for how many frames, with which
/// scripted input, and where to save the last frame.
///
/// Every demo accepts the same flags, parsed by ``init(arguments:)``:
///
/// | flag | meaning |
/// |---|---|
/// | `--headless` | SDL's offscreen video driver: no window, no display needed |
/// | `--wheel d1,d2,…` | push one wheel event per frame through SDL's event queue (notches, positive = away from the user, as SDL reports them), then leave the input idle |
/// | `--click X,Y@N` | at frame N, push a left-button click (motion to the point, button down, button up) at window point X,Y through SDL's event queue; repeatable |
/// | `--frames N` | run N frames, then exit |
/// | `--screenshot FILE.png` | save the last frame as a PNG on exit |
/// | `--record FILE` | write every presented frame to an animation (`.gif`, `.webp`, `.png`, `.mp4`, `.webm`) at 60 frames a second |
/// | `--frame-times FILE` | write each frame's time (milliseconds, as in the frame-time line) to a CSV file on exit |
/// | `--size WxH` | the window's size in points (default 800x600) |
/// | `--wheel-step UNITS` | scroll units per wheel notch |
/// | `--no-vsync` | pace frames by a timer instead of the display |
public struct HostOptions: Sendable, Equatable {
    /// Use SDL's offscreen driver instead of a window.
    public var headless = false
    /// Wheel notches to push, one per frame from the first frame on.
    public var wheelScript: [Double] = []
    /// Clicks to push: at which frame, and where in the window (points).
    public var clickScript: [ScriptedClick] = []
    /// Stop after this many frames (`nil`: run until the window is closed).
    public var frameLimit: Int?
    /// Save the last frame here on exit.
    public var screenshotPath: String?
    /// Record every presented frame to this animation file (its extension names the format),
    /// through ``WindowHost/makeRecorder``.
    public var recordPath: String?
    /// Write every frame's time to this CSV file on exit (`frame,milliseconds`).
    public var frameTimesPath: String?
    /// The window size in points.
    public var width = 800
    /// The window height in points.
    public var height = 600
    /// Scroll units per wheel notch, overriding the demo's default.
    public var wheelStep: Double?
    /// Whether to ask the display for vsync (a timer paces frames otherwise).
    public var vsync = true
    /// Arguments that are not host flags (a file to open, say), in order.
    public var remaining: [String] = []

    /// The defaults: a windowed 800×600 host with vsync and no script.
    public init() {}

    /// Parses host flags out of command-line arguments (without the program name).
    /// Unknown `--flags` are errors; other arguments are kept in ``remaining``.
    public init(arguments: [String]) throws(HostError) {
        var iterator = arguments.makeIterator()
        func value(for flag: String) throws(HostError) -> String {
            guard let v = iterator.next() else { throw .badArgument("\(flag) needs a value") }
            return v
        }
        while let argument = iterator.next() {
            switch argument {
            case "--headless": headless = true
            case "--no-vsync": vsync = false
            case "--wheel":
                let text = try value(for: argument)
                wheelScript = try text.split(separator: ",", omittingEmptySubsequences: false).map { (part) throws(HostError) -> Double in
                    guard let d = Double(part.trimmingSpaces()), d.isFinite else {
                        throw .badArgument("--wheel expects comma-separated numbers, got '\(text)'")
                    }
                    return d
                }
            case "--click":
                let text = try value(for: argument)
                let parts = text.split(separator: "@")
                let xy = parts.first?.split(separator: ",") ?? []
                guard parts.count == 2, xy.count == 2, let x = Double(xy[0]), let y = Double(xy[1]), x.isFinite, y.isFinite,
                      let frame = Int(parts[1]), frame >= 0 else {
                    throw .badArgument("--click expects X,Y@FRAME (a window point and a frame index), got '\(text)'")
                }
                clickScript.append(ScriptedClick(frame: frame, x: x, y: y))
            case "--frames":
                let text = try value(for: argument)
                guard let n = Int(text), n > 0 else { throw .badArgument("--frames expects a positive whole number, got '\(text)'") }
                frameLimit = n
            case "--screenshot":
                let path = try value(for: argument)
                guard path.hasSuffix(".png") else { throw .badArgument("--screenshot expects a .png file name, got '\(path)'") }
                screenshotPath = path
            case "--record":
                recordPath = try value(for: argument)
            case "--frame-times":
                frameTimesPath = try value(for: argument)
            case "--size":
                let text = try value(for: argument)
                let parts = text.split(separator: "x")
                guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...8192).contains(w), (1...8192).contains(h) else {
                    throw .badArgument("--size expects WxH between 1x1 and 8192x8192, got '\(text)'")
                }
                width = w
                height = h
            case "--wheel-step":
                let text = try value(for: argument)
                guard let s = Double(text), s.isFinite, s > 0 else { throw .badArgument("--wheel-step expects a positive number, got '\(text)'") }
                wheelStep = s
            default:
                if argument.hasPrefix("--") { throw .badArgument("unknown option \(argument)") }
                remaining.append(argument)
            }
        }
    }
}

/// A click the host pushes through SDL's event queue at a frame (``HostOptions/clickScript``).
public struct ScriptedClick: Sendable, Equatable {
    /// The frame index it is pushed at.
    public var frame: Int
    /// Where in the window, in points.
    public var x: Double
    /// Where in the window, in points.
    public var y: Double

    /// A click at window point (`x`, `y`) at frame `frame`.
    public init(frame: Int, x: Double, y: Double) {
        self.frame = frame
        self.x = x
        self.y = y
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return s
    }
}
