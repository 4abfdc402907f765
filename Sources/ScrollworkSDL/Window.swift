#if canImport(Glibc)
import Glibc
#endif
import CSDL2
import ScrollworkCanvas

/// An SDL window and the way frames reach it.
///
/// A window with a GPU renderer gets one streaming texture that receives the frame's pixels;
/// presenting copies the texture to the screen on the GPU. Without one (headless, or no
/// accelerated renderer, as under Xvfb) the frame is copied straight into the window's own
/// surface and only the rectangle that changed is pushed to the display: SDL's software
/// renderer would copy the texture into that same surface once more every frame.
///
/// Either target takes the window's own pixel format when it is a 32-bit one with the bytes
/// R, G, B, A (`ABGR8888` on a little-endian machine, a Scrollwork `Pixmap`'s order: uploads
/// copy) or B, G, R, A (`ARGB8888`, X11's usual: uploads swap red and blue as they copy, with
/// `Canvas.copyPixels`, on two threads for a large area of a band-parallel canvas), so
/// SDL never converts the whole frame when it presents; a texture for any other window gets
/// `ABGR8888`, a surface of any other format is converted by SDL. The target has the window's
/// size in *pixels* (larger than its size in points on a HiDPI display).
final class Window {
    private(set) var window: OpaquePointer
    /// The GPU renderer, or `nil` when frames go to the window's surface.
    private let renderer: OpaquePointer?
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)
    /// The texture's pixel format, and whether uploads swap red and blue for it.
    private let textureFormat: UInt32
    private let swapsRedAndBlue: Bool
    /// The window surface the last upload wrote and its size (SDL makes a new one when the
    /// window's size changes; the new one holds none of the frame yet).
    private var surface: UnsafeMutablePointer<SDL_Surface>?
    private var surfaceSize = (width: 0, height: 0)
    /// What the next ``flip()`` pushes from the window surface.
    private var surfaceDamage: PixelRect?
    /// Whether the window must be presented again even if the frame did not change (it is
    /// new, was exposed or resized, or the renderer lost its texture).
    var needsPresent = true
    /// Whether presenting waits for the display's vertical blank.
    let hasVSync: Bool
    /// The name of the SDL video driver in use ("x11", "wayland", "offscreen"…).
    let videoDriver: String

    /// With `texture` a headless window presents through SDL's software renderer and a texture
    /// as a window with a GPU does (for tests of that path).
    init(title: String, width: Int, height: Int, headless: Bool, vsync: Bool, texture: Bool = false) throws(HostError) {
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
        // Headless, or with no accelerated renderer (no GPU, or Xvfb), frames go to the
        // window's surface.
        var renderer: OpaquePointer?
        if !headless {
            var flags = SDL_RENDERER_ACCELERATED.rawValue
            if vsync { flags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
            renderer = SDL_CreateRenderer(window, -1, flags)
        } else if texture {
            renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        }
        let windowFormat = SDL_GetWindowPixelFormat(window)
        if let swaps = Window.swapsRedAndBlue(for: windowFormat) {
            (textureFormat, swapsRedAndBlue) = (windowFormat, swaps)
        } else {
            (textureFormat, swapsRedAndBlue) = (SDL_PIXELFORMAT_ABGR8888.rawValue, false)
        }
        if let renderer {
            var info = SDL_RendererInfo()
            SDL_GetRendererInfo(renderer, &info)
            hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        } else {
            guard SDL_GetWindowSurface(window) != nil else {
                let message = Window.lastError()
                SDL_DestroyWindow(window)
                SDL_Quit()
                throw .sdl(call: "SDL_GetWindowSurface", message: message)
            }
            hasVSync = false
        }
        self.window = window
        self.renderer = renderer
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        if let renderer { SDL_DestroyRenderer(renderer) }
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// The drawable size in pixels (differs from the window's size in points on HiDPI).
    var pixelSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        if let renderer { SDL_GetRendererOutputSize(renderer, &w, &h) } else { SDL_GetWindowSizeInPixels(window, &w, &h) }
        return (Int(w), Int(h))
    }

    /// The window's size in points.
    var pointSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// Uploads the canvas's pixels into the streaming texture or the window surface, for
    /// ``flip()`` to show. A texture is scaled to the window if the sizes differ; a surface
    /// takes the part that fits. Only `region` is uploaded when the target already holds the
    /// other pixels (it was not made anew).
    func upload(_ canvas: Canvas, region: PixelRect) throws(HostError) {
        let width = canvas.pixmap.width, height = canvas.pixmap.height
        guard width > 0, height > 0 else { return }
        guard let renderer else {
            try uploadToSurface(canvas, region: region)
            return
        }
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
            var locked: UnsafeMutableRawPointer?
            var pitch: Int32 = 0
            guard SDL_LockTexture(texture, &rect, &locked, &pitch) == 0, let locked else {
                throw .sdl(call: "SDL_LockTexture", message: Window.lastError())
            }
            canvas.copyPixels(a, to: locked, bytesPerRow: Int(pitch), swappingRedAndBlue: swapsRedAndBlue)
            SDL_UnlockTexture(texture)
        }
        // The texture covers the whole target with blending off: no clear needed under it.
        SDL_RenderCopy(renderer, texture, nil, nil)
    }

    /// Whether a 32-bit `format` holds the bytes B, G, R, A (`true`: copies swap red and blue)
    /// or R, G, B, A (`false`: a `Pixmap`'s order); `nil` for any other format.
    static func swapsRedAndBlue(for format: UInt32) -> Bool? {
        switch format {
        case SDL_PIXELFORMAT_ABGR8888.rawValue, SDL_PIXELFORMAT_XBGR8888.rawValue: false
        case SDL_PIXELFORMAT_ARGB8888.rawValue, SDL_PIXELFORMAT_XRGB8888.rawValue: true
        default: nil
        }
    }

    /// ``upload(_:region:)`` into the window's surface.
    private func uploadToSurface(_ canvas: Canvas, region: PixelRect) throws(HostError) {
        guard let target = SDL_GetWindowSurface(window) else {
            throw .sdl(call: "SDL_GetWindowSurface", message: Window.lastError())
        }
        let width = canvas.pixmap.width, height = canvas.pixmap.height
        let size = (width: Int(target.pointee.w), height: Int(target.pointee.h))
        var area = region
        if target != surface || size != surfaceSize {
            // A new surface (the first, or after a resize) holds nothing of the frame yet.
            surface = target
            surfaceSize = size
            area = PixelRect(x: 0, y: 0, width: width, height: height)
            needsPresent = true
        }
        guard let a = area.intersection(PixelRect(x: 0, y: 0, width: Swift.min(width, size.width),
                                                   height: Swift.min(height, size.height))),
              let format = target.pointee.format?.pointee.format else { return }
        let mustLock = target.pointee.flags & UInt32(SDL_RLEACCEL) != 0
        if mustLock && SDL_LockSurface(target) != 0 { throw .sdl(call: "SDL_LockSurface", message: Window.lastError()) }
        defer { if mustLock { SDL_UnlockSurface(target) } }
        guard let pixels = target.pointee.pixels else { return }
        let pitch = Int(target.pointee.pitch)
        if let swaps = Window.swapsRedAndBlue(for: format) {
            canvas.copyPixels(a, to: pixels + a.y * pitch + a.x * 4, bytesPerRow: pitch, swappingRedAndBlue: swaps)
        } else {
            let bytes = Int(target.pointee.format.pointee.BytesPerPixel)
            let status = canvas.pixmap.withUnsafeBytes { source -> Int32 in
                guard let base = source.baseAddress else { return 0 }
                let rowBytes = canvas.pixmap.rowBytes
                return SDL_ConvertPixels(Int32(a.width), Int32(a.height), SDL_PIXELFORMAT_ABGR8888.rawValue,
                                         base + a.y * rowBytes + a.x * 4, Int32(rowBytes),
                                         format, pixels + a.y * pitch + a.x * bytes, Int32(pitch))
            }
            if status != 0 { throw .sdl(call: "SDL_ConvertPixels", message: Window.lastError()) }
        }
        surfaceDamage = surfaceDamage.map { $0.union(a) } ?? a
    }

    /// The pixels the window shows now, as premultiplied RGBA8 (for tests: read back what
    /// was presented; `nil` if SDL cannot read them).
    func presentedPixels() -> Pixmap? {
        let (w, h) = pixelSize
        guard w > 0, h > 0, var pixmap = try? Pixmap(width: w, height: h) else { return nil }
        let rowBytes = pixmap.rowBytes
        let status = pixmap.withUnsafeMutableBytes { bytes -> Int32 in
            guard let base = bytes.baseAddress else { return -1 }
            guard let renderer else {
                guard let surface, let format = surface.pointee.format?.pointee.format,
                      Int(surface.pointee.w) == w, Int(surface.pointee.h) == h else { return -1 }
                let mustLock = surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0
                if mustLock && SDL_LockSurface(surface) != 0 { return -1 }
                defer { if mustLock { SDL_UnlockSurface(surface) } }
                return SDL_ConvertPixels(Int32(w), Int32(h), format, surface.pointee.pixels, surface.pointee.pitch,
                                         SDL_PIXELFORMAT_ABGR8888.rawValue, base, Int32(rowBytes))
            }
            return SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue, base, Int32(rowBytes))
        }
        return status == 0 ? pixmap : nil
    }

    /// Forgets what the target holds, so the next ``upload(pixels:width:height:bytesPerRow:region:)``
    /// sends every pixel (after the renderer lost its textures).
    func forgetUploadedPixels() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        surface = nil
        needsPresent = true
    }

    /// Shows the uploaded frame; with vsync this waits for the display's vertical blank. From
    /// the window surface only what changed since the last flip is pushed, unless the window
    /// needs all of it.
    func flip() {
        if let renderer {
            SDL_RenderPresent(renderer)
        } else if needsPresent {
            SDL_UpdateWindowSurface(window)
        } else if let a = surfaceDamage {
            var rect = SDL_Rect(x: Int32(a.x), y: Int32(a.y), w: Int32(a.width), h: Int32(a.height))
            SDL_UpdateWindowSurfaceRects(window, &rect, 1)
        }
        surfaceDamage = nil
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
