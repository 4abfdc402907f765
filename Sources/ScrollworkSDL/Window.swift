#if canImport(Glibc)
import Glibc
#endif
import CSDL2
import ScrollworkCanvas

/// An SDL window with a renderer and one streaming texture that receives the frame's pixels.
///
/// The texture is `ABGR8888`, which on a little-endian machine is the byte order R, G, B, A —
/// exactly a Scrollwork `Pixmap`'s, so presenting is one upload, no conversion. The texture
/// has the window's size in *pixels* (larger than its size in points on a HiDPI display) and
/// is recreated only when that size changes.
final class Window {
    private(set) var window: OpaquePointer
    private(set) var renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)
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
            texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ABGR8888.rawValue,
                                        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width), Int32(height))
            guard texture != nil else { throw .sdl(call: "SDL_CreateTexture", message: Window.lastError()) }
            // Pixels are premultiplied: blend mode none copies them as they are (the frame is opaque).
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            textureSize = (width, height)
        }
        if let a = area {
            var rect = SDL_Rect(x: Int32(a.x), y: Int32(a.y), w: Int32(a.width), h: Int32(a.height))
            if SDL_UpdateTexture(texture, &rect, base + a.y * bytesPerRow + a.x * 4, Int32(bytesPerRow)) != 0 {
                throw .sdl(call: "SDL_UpdateTexture", message: Window.lastError())
            }
        }
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, texture, nil, nil)
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
