import Scrollwork

/// A premultiplied RGBA8 image: `width × height` pixels, four bytes each in the order
/// R, G, B, A, rows top to bottom with no padding (`rowBytes == width * 4`).
///
/// Colour components are premultiplied by alpha (`r ≤ a`, `g ≤ a`, `b ≤ a`). The bytes are
/// contiguous, so they can be handed to SDL (`ABGR8888` on little-endian) or libpng without a
/// copy through ``withUnsafeBytes(_:)``.
///
/// Sizes are limited to ``maxDimension`` pixels a side and ``maxPixelCount`` pixels in all; a
/// larger (or zero or negative) request throws ``PixmapError`` instead of failing to allocate.
public struct Pixmap: Sendable {
    /// The largest width or height accepted: 16,384 pixels.
    public static let maxDimension = 16_384
    /// The largest pixel count accepted: 64 Mi pixels (256 MiB of RGBA8).
    public static let maxPixelCount = 64 * 1024 * 1024

    /// The width in pixels.
    public private(set) var width: Int
    /// The height in pixels.
    public private(set) var height: Int
    /// The pixels, four bytes each, packed little-endian as `r | g << 8 | b << 16 | a << 24`.
    @usableFromInline
    internal var storage: [UInt32]

    /// Creates a transparent pixmap.
    /// - Throws: ``PixmapError/invalidSize(width:height:)`` when a side is not positive, or
    ///   ``PixmapError/tooLarge(width:height:)`` beyond the documented limits.
    public init(width: Int, height: Int) throws(PixmapError) {
        try Pixmap.validate(width: width, height: height)
        self.width = width
        self.height = height
        self.storage = [UInt32](repeating: 0, count: width * height)
    }

    /// Creates a pixmap filled with one colour.
    public init(width: Int, height: Int, color: Color) throws(PixmapError) {
        try self.init(width: width, height: height)
        fill(color)
    }

    /// Checks a requested size against the limits.
    public static func validate(width: Int, height: Int) throws(PixmapError) {
        guard width > 0, height > 0 else { throw .invalidSize(width: width, height: height) }
        guard width <= maxDimension, height <= maxDimension,
              width * height <= maxPixelCount else { throw .tooLarge(width: width, height: height) }
    }

    /// The size in pixels.
    @inlinable
    public var size: Size { Size(width: Double(width), height: Double(height)) }

    /// The whole pixmap as a rectangle at the origin.
    @inlinable
    public var bounds: Rect { Rect(x: 0, y: 0, width: Double(width), height: Double(height)) }

    /// Bytes per row (`width * 4`).
    @inlinable
    public var rowBytes: Int { width * 4 }

    /// Sets every pixel to transparent black.
    public mutating func clear() {
        storage.withUnsafeMutableBufferPointer { buf in
            buf.update(repeating: 0)
        }
    }

    /// Sets every pixel to one colour (replacing, not blending).
    public mutating func fill(_ color: Color) {
        let packed = PremultipliedColor(color).packed
        storage.withUnsafeMutableBufferPointer { $0.update(repeating: packed) }
    }

    /// Sets every pixel of a rectangle (clipped to the pixmap) to one colour, replacing.
    public mutating func fill(_ color: Color, in rect: PixelRect) {
        guard let r = rect.intersection(PixelRect(x: 0, y: 0, width: width, height: height)) else { return }
        let packed = PremultipliedColor(color).packed
        let w = width
        storage.withUnsafeMutableBufferPointer { buf in
            if r.x == 0 && r.width == w {
                // Whole rows: one run.
                UnsafeMutableBufferPointer(rebasing: buf[(r.y * w)..<(r.maxY * w)]).update(repeating: packed)
            } else {
                for y in r.y..<r.maxY {
                    UnsafeMutableBufferPointer(rebasing: buf[(y * w + r.x)..<(y * w + r.maxX)]).update(repeating: packed)
                }
            }
        }
    }

    /// The premultiplied pixel at `(x, y)`, or `nil` outside the pixmap.
    @inlinable
    public func pixel(x: Int, y: Int) -> PremultipliedColor? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return PremultipliedColor(packed: storage[y * width + x])
    }

    /// Writes a premultiplied pixel; ignored outside the pixmap.
    @inlinable
    public mutating func setPixel(x: Int, y: Int, _ value: PremultipliedColor) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        storage[y * width + x] = value.packed
    }

    /// A copy of a rectangle of pixels (clipped to the pixmap), or `nil` when nothing of it
    /// lies inside.
    public func subPixmap(_ rect: PixelRect) -> Pixmap? {
        guard var out = try? Pixmap(width: 1, height: 1), out.becomeCopy(of: rect, in: self) else { return nil }
        return out
    }

    /// Becomes a copy of a rectangle of `source`'s pixels (clipped to it), as
    /// ``subPixmap(_:)`` would make, in the storage this pixmap already has when that holds
    /// them: a part of each frame kept over and over allocates nothing once it has been kept at
    /// its largest. Returns `false`, changing nothing, when nothing of `rect` lies inside.
    public mutating func becomeCopy(of rect: PixelRect, in source: Pixmap) -> Bool {
        guard let r = rect.intersection(PixelRect(x: 0, y: 0, width: source.width, height: source.height)) else { return false }
        storage.removeAll(keepingCapacity: true)
        storage.reserveCapacity(r.width * r.height)
        source.storage.withUnsafeBufferPointer { src in
            for row in r.y..<r.maxY {
                let start = row * source.width + r.x
                storage.append(contentsOf: UnsafeBufferPointer(rebasing: src[start..<(start + r.width)]))
            }
        }
        width = r.width
        height = r.height
        return true
    }

    /// Copies (replaces) pixels of `source` from `sourceRect` so its top-left lands at
    /// `destination`; everything is clipped to both pixmaps.
    public mutating func copy(from source: Pixmap, sourceRect: PixelRect? = nil, to destination: (x: Int, y: Int) = (0, 0)) {
        var sr = sourceRect ?? PixelRect(x: 0, y: 0, width: source.width, height: source.height)
        guard let clipped = sr.intersection(PixelRect(x: 0, y: 0, width: source.width, height: source.height)) else { return }
        var dx = destination.x + (clipped.x - sr.x), dy = destination.y + (clipped.y - sr.y)
        sr = clipped
        guard let dr = PixelRect(x: dx, y: dy, width: sr.width, height: sr.height)
            .intersection(PixelRect(x: 0, y: 0, width: width, height: height)) else { return }
        let sx = sr.x + (dr.x - dx), sy = sr.y + (dr.y - dy)
        dx = dr.x; dy = dr.y
        let w = width, sw = source.width
        source.storage.withUnsafeBufferPointer { src in
            storage.withUnsafeMutableBufferPointer { dst in
                for row in 0..<dr.height {
                    let s = (sy + row) * sw + sx, d = (dy + row) * w + dx
                    guard let sBase = src.baseAddress, let dBase = dst.baseAddress else { return }
                    (dBase + d).update(from: sBase + s, count: dr.width)
                }
            }
        }
    }

    /// Calls `body` with the pixel bytes (R, G, B, A per pixel, premultiplied, row by row).
    @inlinable
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeBytes(body)
    }

    /// Calls `body` with mutable pixel bytes; keep every colour byte ≤ its alpha byte.
    @inlinable
    public mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeMutableBytes(body)
    }

    /// Calls `body` with the pixels as packed 32-bit words (`r | g<<8 | b<<16 | a<<24`).
    @inlinable
    public mutating func withUnsafeMutablePixels<R>(_ body: (UnsafeMutableBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try storage.withUnsafeMutableBufferPointer { try body($0) }
    }

    /// Calls `body` with the pixels as packed 32-bit words, read-only.
    @inlinable
    public func withUnsafePixels<R>(_ body: (UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try storage.withUnsafeBufferPointer(body)
    }
}

extension Pixmap: Equatable {
    /// Same size and same bytes.
    public static func == (lhs: Pixmap, rhs: Pixmap) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.storage == rhs.storage
    }
}
