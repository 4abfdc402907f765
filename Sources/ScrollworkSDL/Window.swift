#if canImport(Glibc)
import Glibc
#endif
import CSDL2
import ScrollworkCanvas

/// An SDL window with a renderer and one streaming texture that receives the frame's pixels.
///
/// The texture takes the window's own pixel format when it is a 32-bit one with the bytes
/// R, G, B, A (`ABGR8888` on a little-endian machine, a Scrollwork `Pixmap`'s order: uploads
/// copy) or B, G, R, A (`ARGB8888`, X11's usual: uploads swap red and blue as they copy), so
/// SDL never converts the whole frame when it presents; any other window gets `ABGR8888`. The
/// texture has the window's size in *pixels* (larger than its size in points on a HiDPI
/// display) and is recreated only when that size changes.
final class Window {
    private(set) var window: OpaquePointer
    private(set) var renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)
    /// The texture's pixel format, and whether uploads swap red and blue for it.
    private let textureFormat: UInt32
    private let swapsRedAndBlue: Bool
    /// Whether the window must be presented again even if the frame did not change (it is
    /// new, was exposed or resized, or the renderer lost its texture).
    var needsPresent = true
    /// Whether presenting waits for the display's vertical blank.
    let hasVSync: Bool
    /// The name of the SDL video driver in use ("x11", "wayland", "offscreen"…).
    let videoDriver: String

    init(title: String, width: Int, height: Int, headless: Bool, vsync: Bool) throws(HostError) {
        if headless {
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen")
            SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
            // The window's surface in plain memory: otherwise SDL backs it with an OpenGL
            // texture, which with no GPU means Mesa's software GL and its threads for every present.
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        else if getenv("SDL_VIDEODRIVER") == nil && getenv("WAYLAND_DISPLAY") == nil {
            // Without a Wayland session, go straight to X11: probing Wayland first only prints
            // libwayland's complaints about XDG_RUNTIME_DIR.
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
        }
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        if SDL_Init(scrollwork_sdl_init_video()) != 0 {
            let message = Window.lastError()
            if headless { throw .sdl(call: "SDL_Init", message: message) }
            throw .noDisplay(message)
        }
        videoDriver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
        if !headless && (videoDriver == "offscreen" || videoDriver == "dummy") {
            // With no X11 or Wayland display SDL quietly falls back to a driver that shows
            // nothing; a window the user cannot see is an error unless they asked for it.
            SDL_Quit()
            throw .noDisplay("SDL found no video device and fell back to its \(videoDriver) driver")
        }
        var flags = SDL_WINDOW_RESIZABLE.rawValue
        if !headless { flags |= SDL_WINDOW_ALLOW_HIGHDPI.rawValue }
        let centered = scrollwork_sdl_windowpos_centered()
        guard let window = SDL_CreateWindow(title, centered, centered, Int32(width), Int32(height), flags) else {
            let message = Window.lastError()
            SDL_Quit()
            throw headless ? .sdl(call: "SDL_CreateWindow", message: message) : .noDisplay(message)
        }
        var rendererFlags = headless ? SDL_RENDERER_SOFTWARE.rawValue : SDL_RENDERER_ACCELERATED.rawValue
        if vsync && !headless { rendererFlags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        var renderer = SDL_CreateRenderer(window, -1, rendererFlags)
        if renderer == nil {
            // No accelerated renderer (no GPU, or Xvfb): fall back to SDL's software renderer.
            renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        }
        guard let renderer else {
            let message = Window.lastError()
            SDL_DestroyWindow(window)
            SDL_Quit()
            throw .sdl(call: "SDL_CreateRenderer", message: message)
        }
        let windowFormat = SDL_GetWindowPixelFormat(window)
        switch windowFormat {
        case SDL_PIXELFORMAT_ABGR8888.rawValue, SDL_PIXELFORMAT_XBGR8888.rawValue:
            (textureFormat, swapsRedAndBlue) = (windowFormat, false)
        case SDL_PIXELFORMAT_ARGB8888.rawValue, SDL_PIXELFORMAT_XRGB8888.rawValue:
            (textureFormat, swapsRedAndBlue) = (windowFormat, true)
        default:
            (textureFormat, swapsRedAndBlue) = (SDL_PIXELFORMAT_ABGR8888.rawValue, false)
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        self.window = window
        self.renderer = renderer
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// The drawable size in pixels (differs from the window's size in points on HiDPI).
    var pixelSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }

    /// The window's size in points.
    var pointSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// Uploads premultiplied RGBA8 pixels (`width × height`, rows `bytesPerRow` apart) into
    /// the streaming texture and queues them for display, scaled to the window if the sizes
    /// differ. ``flip()`` shows them. Only `region` is uploaded when the texture already holds
    /// the other pixels (it was not made anew for this size).
    func upload(pixels: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int, region: PixelRect) throws(HostError) {
        guard width > 0, height > 0, let base = pixels.baseAddress, pixels.count >= height * bytesPerRow else { return }
        var area = region.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        if texture == nil || textureSize != (width, height) {
            area = PixelRect(x: 0, y: 0, width: width, height: height)
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(renderer, textureFormat,
                                        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width), Int32(height))
            guard texture != nil else { throw .sdl(call: "SDL_CreateTexture", message: Window.lastError()) }
            // Pixels are premultiplied: blend mode none copies them as they are (the frame is opaque).
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            textureSize = (width, height)
        }
        if let a = area {
            var rect = SDL_Rect(x: Int32(a.x), y: Int32(a.y), w: Int32(a.width), h: Int32(a.height))
            let first = base + a.y * bytesPerRow + a.x * 4
            if !swapsRedAndBlue {
                if SDL_UpdateTexture(texture, &rect, first, Int32(bytesPerRow)) != 0 {
                    throw .sdl(call: "SDL_UpdateTexture", message: Window.lastError())
                }
            } else {
                var locked: UnsafeMutableRawPointer?
                var pitch: Int32 = 0
                guard SDL_LockTexture(texture, &rect, &locked, &pitch) == 0, let locked else {
                    throw .sdl(call: "SDL_LockTexture", message: Window.lastError())
                }
                for row in 0..<a.height {
                    Window.copySwappingRedAndBlue(from: (first + row * bytesPerRow).assumingMemoryBound(to: UInt32.self),
                                                  to: (locked + row * Int(pitch)).assumingMemoryBound(to: UInt32.self),
                                                  count: a.width)
                }
                SDL_UnlockTexture(texture)
            }
        }
        // The texture covers the whole target with blending off: no clear needed under it.
        SDL_RenderCopy(renderer, texture, nil, nil)
    }

    /// Copies `count` pixels, turning bytes R, G, B, A into B, G, R, A.
    static func copySwappingRedAndBlue(from source: UnsafePointer<UInt32>, to target: UnsafeMutablePointer<UInt32>,
                                       count: Int) {
        for i in 0..<count {
            let p = source[i]
            target[i] = (p & 0xFF00_FF00) | ((p & 0xFF) << 16) | ((p >> 16) & 0xFF)
        }
    }

    /// The pixels the renderer shows now, as premultiplied RGBA8 (for tests: read back what
    /// was presented; `nil` if SDL cannot read them).
    func presentedPixels() -> Pixmap? {
        let (w, h) = pixelSize
        guard w > 0, h > 0, var pixmap = try? Pixmap(width: w, height: h) else { return nil }
        let rowBytes = pixmap.rowBytes
        let status = pixmap.withUnsafeMutableBytes { bytes -> Int32 in
            guard let base = bytes.baseAddress else { return -1 }
            return SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, base, Int32(rowBytes))
        }
        return status == 0 ? pixmap : nil
    }

    /// Drops the texture, so the next ``upload(pixels:width:height:bytesPerRow:region:)``
    /// makes a new one and sends every pixel (after the renderer lost its textures).
    func forgetTexture() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        needsPresent = true
    }

    /// Shows the uploaded frame; with vsync this waits for the display's vertical blank.
    func flip() {
        SDL_RenderPresent(renderer)
        needsPresent = false
    }

    /// Sets the window title.
    func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }

    static func lastError() -> String {
        guard let message = SDL_GetError() else { return "unknown SDL error" }
        let text = String(cString: message)
        return text.isEmpty ? "unknown SDL error" : text
    }
}
