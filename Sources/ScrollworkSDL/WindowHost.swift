#if canImport(Glibc)
import Glibc
#endif
import CSDL2
import ScrollworkCanvas
import Scrollwork

/// A window that shows a scene and turns the mouse wheel, drags and keys into a scroll
/// offset: the host of every Scrollwork demo.
///
/// Each frame the host reads input (SDL's event queue, including the scripted wheel events
/// of `--wheel`), hands the application a `Canvas` over a pixmap the size of the drawable
/// and the ``FrameInfo``, draws the overlay when it is on (F1 or `h`), and presents the pixels
/// through one streaming texture (or, with no GPU renderer, the window's own surface): only
/// the part of the canvas the frame wrote is uploaded, and a frame that wrote nothing is not
/// presented again (unless the window was exposed or resized). The canvas and its pixmap are
/// reused from frame to frame; the pixmap is reallocated only when the window's pixel size
/// changes.
///
/// Frame time — input, the application's drawing, the overlay and the upload, but not the
/// wait for vsync — is kept in ``statistics``. With vsync the display paces the loop; without
/// it (the display refuses, or `--no-vsync`) a timer aims for 60 frames a second; headless
/// runs go as fast as they can with a fixed `deltaTime` of 1/60 s.
///
/// Isolation: a host and everything it calls back live on the main actor (SDL wants its
/// video calls on the main thread).
@MainActor
public final class WindowHost {
    /// The options the host was started with.
    public let options: HostOptions
    /// The scroll input; change its range, steps or axis at any time. Its offset is the
    /// *target*; the scene sees ``FrameInfo/offset``, which follows it through ``smoothing``.
    public var input: ScrollInput
    /// Follows the input with a critically damped spring (`nil`: no lag). Default lag 0.12 s.
    public var smoothing: Smoothing? = Smoothing(lag: 0.12)
    /// Snap points the offset settles onto once input has been idle for ``snapDelay`` seconds
    /// (`nil`: no snapping). A paged demo snaps to its pages.
    public var snapping: Snapping?
    /// How long input must be idle before snapping starts, seconds.
    public var snapDelay = 0.25
    /// Whether the heads-up overlay is drawn (F1 or `h` toggles it).
    public var overlayVisible = false
    /// Lines the application adds to the overlay (time, frame, progress…), under the host's
    /// own fps and frame-time line.
    public var overlayLines: [String] = []
    /// Scroll-range markers the overlay draws on its scroll track.
    public var markers: [ScrollMarker] = []
    /// Frame times so far.
    public private(set) var statistics = FrameStatistics()
    /// Called for keys the host does not use, dropped files and pointer events.
    public var onEvent: (HostEvent) -> Void = { _ in }
    /// Makes what ``HostOptions/recordPath`` is recorded through, for a path and the first
    /// frame's pixel size: ScrollworkExport's `AnimationWriter` (a GIF, WebP, APNG or video by
    /// the extension), say. The host links no encoder itself; recording without one fails
    /// before the first frame.
    public var makeRecorder: ((_ path: String, _ width: Int, _ height: Int) throws -> any FrameRecorder)?

    private let window: Window
    /// The canvas the application draws into; it owns the frame's pixmap.
    public let canvas: Canvas
    private var running = true
    private var overlay = Overlay()
    private var dragging = false
    /// Seconds since the loop started (the sum of frame delta times).
    private var clock = 0.0
    /// When input last moved the target.
    private var lastInputTime = -Double.infinity
    /// The offset the scene sees.
    private var displayedOffset: Double?

    /// Opens the window (or the offscreen surface with `--headless`).
    ///
    /// Throws ``HostError/noDisplay(_:)`` when there is no display and the options are not
    /// headless.
    public convenience init(title: String, options: HostOptions, input: ScrollInput) throws(HostError) {
        try self.init(title: title, options: options, input: input, texture: false)
    }

    /// A host whose headless window presents through a texture when `texture` is set (tests).
    init(title: String, options: HostOptions, input: ScrollInput, texture: Bool) throws(HostError) {
        self.options = options
        self.input = input
        if let step = options.wheelStep { self.input.wheelStep = step }
        window = try Window(title: title, width: options.width, height: options.height,
                            headless: options.headless, vsync: options.vsync, texture: texture)
        let size = window.pixelSize
        do {
            canvas = try Canvas(width: Swift.max(1, size.width), height: Swift.max(1, size.height))
            // The window's one canvas may use the second core for large shapes.
            canvas.bandParallel = true
        } catch {
            throw .sdl(call: "Pixmap", message: "\(error)")
        }
    }

    /// The SDL video driver in use ("x11", "wayland", "offscreen"…).
    public var videoDriver: String { window.videoDriver }

    /// Whether presenting is paced by the display's vsync.
    public var hasVSync: Bool { window.hasVSync }

    /// What the window shows now, read back from the renderer (for tests).
    func presentedPixels() -> Pixmap? { window.presentedPixels() }

    /// Sets the window title.
    public func setTitle(_ title: String) { window.setTitle(title) }

    /// Ends ``run(_:)`` after the current frame.
    public func stop() { running = false }

    /// Runs the frame loop until the window is closed, Escape is pressed, ``stop()`` is
    /// called or the frame limit is reached; then saves the screenshot if one was asked for.
    /// With ``HostOptions/recordPath`` every presented frame (overlay included) is written to
    /// that animation file, completed when the loop ends.
    ///
    /// `draw` receives the canvas (its state reset, its pixels still the last frame's) and
    /// the frame's information; it must cover every pixel it wants to show.
    public func run(_ draw: (Canvas, FrameInfo) -> Void) throws(HostError) {
        let frequency = Double(SDL_GetPerformanceFrequency())
        var previous = SDL_GetPerformanceCounter()
        var index = 0
        running = true
        smoothing?.reset(to: input.offset)
        displayedOffset = input.offset
        // Opened on the first frame, at the size of the first frame presented.
        var recorder: (any FrameRecorder)?
        if options.recordPath != nil && makeRecorder == nil {
            throw .record("nothing to record with: set WindowHost.makeRecorder (ScrollworkExport's AnimationWriter)")
        }
        // Every frame's time with `--frame-times` (room made up front for a frame limit). The
        // file is checked before the first frame, so a path that cannot be written fails at once.
        var frameTimes: [Double] = []
        if let path = options.frameTimesPath {
            try WindowHost.checkWritable(path)
            frameTimes.reserveCapacity(Swift.min(options.frameLimit ?? 4096, 1 << 20))
        }
        while running {
            let frameStart = SDL_GetPerformanceCounter()
            if index < options.wheelScript.count { pushWheel(options.wheelScript[index]) }
            for click in options.clickScript where click.frame == index { pushClick(click) }
            let targetBefore = input.offset
            pollEvents()
            if !running { break }
            try resizePixmapIfNeeded()

            let deltaTime = options.headless ? 1.0 / 60 : Swift.min(Double(frameStart &- previous) / frequency, 0.25)
            previous = frameStart
            clock += deltaTime
            if input.offset != targetBefore || dragging {
                lastInputTime = clock
                snapping?.cancel()
            }
            let offset = advanceOffset(by: deltaTime)
            let points = window.pointSize
            let info = FrameInfo(index: index, offset: offset, targetOffset: input.offset, deltaTime: deltaTime,
                                 pointSize: Size(width: Double(points.width), height: Double(points.height)),
                                 scale: points.width > 0 ? Double(canvas.pixmap.width) / Double(points.width) : 1)
            canvas.resetState()
            draw(canvas, info)
            if overlayVisible {
                canvas.resetState()
                overlay.draw(on: canvas, info: info, statistics: &statistics, lines: overlayLines,
                             markers: markers, input: input)
            }
            // Only what the frame wrote goes to the texture; the rest is still the last frame's.
            // A frame that wrote nothing is not presented again (unless the window needs it).
            let damage = canvas.takeDamage()
            let presents = !damage.isEmpty || window.needsPresent
            if presents {
                do throws(HostError) { try window.upload(canvas, region: damage) } catch {
                    recorder?.cancelRecording()
                    throw error
                }
            }
            let busy = Double(SDL_GetPerformanceCounter() &- frameStart) / frequency
            statistics.record(milliseconds: busy * 1000)
            if options.frameTimesPath != nil { frameTimes.append(busy * 1000) }
            if presents { window.flip() }
            if !options.headless && (!window.hasVSync || !presents) {
                let remaining = 1.0 / 60 - Double(SDL_GetPerformanceCounter() &- frameStart) / frequency
                if remaining > 0.001 { SDL_Delay(UInt32(remaining * 1000)) }
            }
            if let path = options.recordPath, let makeRecorder {
                let active: any FrameRecorder
                if let recorder { active = recorder } else {
                    do { active = try makeRecorder(path, canvas.pixmap.width, canvas.pixmap.height) } catch {
                        throw .record("\(error)")
                    }
                }
                recorder = active
                do { try active.record(canvas.pixmap) } catch {
                    active.cancelRecording()
                    throw .record("\(error)")
                }
            }
            index += 1
            if let limit = options.frameLimit, index >= limit { break }
        }
        do { try recorder?.finishRecording() } catch { throw .record("\(error)") }
        if let path = options.frameTimesPath { try WindowHost.writeFrameTimes(frameTimes, to: path) }
        if let path = options.screenshotPath {
            do { try canvas.pixmap.writePNG(to: path, output: .rgb(background: .white)) } catch {
                throw .screenshot("\(path): \(error)")
            }
        }
    }

    /// Throws unless `path` can be opened for writing; leaves the file as it was (a file made to
    /// find out is removed again).
    static func checkWritable(_ path: String) throws(HostError) {
        let existed = access(path, F_OK) == 0
        guard let file = fopen(path, "a") else { throw .frameTimes("\(path): cannot open for writing") }
        fclose(file)
        if !existed { unlink(path) }
    }

    /// Writes frame times as CSV: a header, then `index,milliseconds` a line.
    static func writeFrameTimes(_ times: [Double], to path: String) throws(HostError) {
        var text = "frame,milliseconds\n"
        for (i, t) in times.enumerated() { text += "\(i),\(t)\n" }
        guard let file = fopen(path, "w") else { throw .frameTimes("\(path): cannot open for writing") }
        let written = text.withCString { fputs($0, file) }
        if fclose(file) != 0 || written < 0 { throw .frameTimes("\(path): write failed") }
    }

    /// Moves the offset the scene sees one frame on: snapping once input is idle, then the
    /// smoothing spring toward the input's target.
    private func advanceOffset(by deltaTime: Double) -> Double {
        var displayed = displayedOffset ?? input.offset
        if var snap = snapping {
            if snap.settle == nil, clock - lastInputTime >= snapDelay, snap.target(for: input.offset) != input.offset {
                snap.release(at: input.offset, time: clock)
            }
            if let settled = snap.offset(at: clock) {
                input.set(settled)
                if !snap.isSettling(at: clock) { snap.cancel() }
            }
            snapping = snap
        }
        if var spring = smoothing {
            displayed = spring.step(toward: input.offset, by: deltaTime)
            if spring.isSettled(at: input.offset, tolerance: 0.01) {
                spring.reset(to: input.offset)
                displayed = input.offset
            }
            smoothing = spring
        } else {
            displayed = input.offset
        }
        displayedOffset = displayed
        return displayed
    }

    private func resizePixmapIfNeeded() throws(HostError) {
        let size = window.pixelSize
        let width = Swift.max(1, size.width), height = Swift.max(1, size.height)
        guard width != canvas.pixmap.width || height != canvas.pixmap.height else { return }
        do { canvas.reset(try Pixmap(width: width, height: height)) } catch {
            throw .sdl(call: "Pixmap", message: "\(error)")
        }
    }

    /// Pushes a wheel event into SDL's own queue, so scripted input takes the same path as a
    /// real wheel.
    private func pushWheel(_ notches: Double) {
        var event = SDL_Event()
        event.wheel.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.timestamp = SDL_GetTicks()
        event.wheel.windowID = SDL_GetWindowID(window.window)
        event.wheel.x = 0
        event.wheel.y = Int32(notches.rounded(.towardZero))
        event.wheel.preciseX = 0
        event.wheel.preciseY = Float(notches)
        event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        SDL_PushEvent(&event)
    }

    /// Pushes a left click at a window point into SDL's own queue: a motion there, the button
    /// down, the button up.
    private func pushClick(_ click: ScriptedClick) {
        let x = Int32(click.x.rounded()), y = Int32(click.y.rounded())
        var motion = SDL_Event()
        motion.motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.windowID = SDL_GetWindowID(window.window)
        motion.motion.x = x
        motion.motion.y = y
        SDL_PushEvent(&motion)
        for type in [SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP] {
            var event = SDL_Event()
            event.button.type = type.rawValue
            event.button.windowID = SDL_GetWindowID(window.window)
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
            event.button.clicks = 1
            event.button.x = x
            event.button.y = y
            SDL_PushEvent(&event)
        }
    }

    private func pollEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            switch SDL_EventType(event.type) {
            case SDL_QUIT:
                running = false
            case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
                // The texture's pixels may be gone: the next upload sends the whole frame.
                window.forgetUploadedPixels()
            case SDL_WINDOWEVENT:
                // What the window showed may be gone: present the frame again.
                let change = SDL_WindowEventID(UInt32(event.window.event))
                if change == SDL_WINDOWEVENT_EXPOSED || change == SDL_WINDOWEVENT_SIZE_CHANGED
                    || change == SDL_WINDOWEVENT_SHOWN || change == SDL_WINDOWEVENT_RESTORED {
                    window.needsPresent = true
                }
            case SDL_MOUSEWHEEL:
                let flip: Double = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
                input.wheel(x: Double(event.wheel.preciseX) * flip, y: Double(event.wheel.preciseY) * flip)
            case SDL_MOUSEBUTTONDOWN:
                if event.button.button == UInt8(SDL_BUTTON_LEFT) {
                    dragging = true
                    onEvent(.pointerDown(x: Double(event.button.x), y: Double(event.button.y)))
                }
            case SDL_MOUSEBUTTONUP:
                if event.button.button == UInt8(SDL_BUTTON_LEFT) {
                    dragging = false
                    onEvent(.pointerUp(x: Double(event.button.x), y: Double(event.button.y)))
                }
            case SDL_MOUSEMOTION:
                if dragging && event.motion.state & scrollwork_sdl_button_lmask() != 0 {
                    input.drag(dx: Double(event.motion.xrel), dy: Double(event.motion.yrel))
                }
                onEvent(.pointerMove(x: Double(event.motion.x), y: Double(event.motion.y)))
            case SDL_KEYDOWN:
                handleKey(event.key.keysym.sym)
            case SDL_DROPFILE:
                if let file = event.drop.file {
                    onEvent(.fileDropped(String(cString: file)))
                    SDL_free(file)
                }
            default:
                break
            }
        }
    }

    private func handleKey(_ sym: SDL_Keycode) {
        switch Int(sym) {
        case Int(SDLK_UP.rawValue), Int(SDLK_LEFT.rawValue): input.press(.lineBack)
        case Int(SDLK_DOWN.rawValue), Int(SDLK_RIGHT.rawValue): input.press(.lineForward)
        case Int(SDLK_PAGEUP.rawValue): input.press(.pageBack)
        case Int(SDLK_PAGEDOWN.rawValue): input.press(.pageForward)
        case Int(SDLK_HOME.rawValue): input.press(.home)
        case Int(SDLK_END.rawValue): input.press(.end)
        case Int(SDLK_F1.rawValue), Int(SDLK_h.rawValue): overlayVisible.toggle()
        case Int(SDLK_ESCAPE.rawValue): running = false
        default:
            onEvent(.key(String(cString: SDL_GetKeyName(sym))))
        }
    }
}
