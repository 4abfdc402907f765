import Scrollwork

/// One premultiplied RGBA8 pixel.
public struct PremultipliedColor: Hashable, Sendable {
    /// Red, premultiplied, 0…255.
    public var r: UInt8
    /// Green, premultiplied, 0…255.
    public var g: UInt8
    /// Blue, premultiplied, 0…255.
    public var b: UInt8
    /// Alpha, 0…255.
    public var a: UInt8

    /// Creates a pixel from premultiplied bytes.
    @inlinable
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Premultiplies a straight colour (components clamped to 0…1, rounded).
    @inlinable
    public init(_ color: Color) {
        let c = color.clamped
        let a = c.alpha
        // Values are in 0…255 here, so adding ½ and truncating rounds (without a libm call).
        self.init(r: UInt8(c.red * a * 255 + 0.5), g: UInt8(c.green * a * 255 + 0.5),
                  b: UInt8(c.blue * a * 255 + 0.5), a: UInt8(a * 255 + 0.5))
    }

    /// Unpacks a pixel word (`r | g<<8 | b<<16 | a<<24`).
    @inlinable
    public init(packed: UInt32) {
        self.init(r: UInt8(truncatingIfNeeded: packed), g: UInt8(truncatingIfNeeded: packed >> 8),
                  b: UInt8(truncatingIfNeeded: packed >> 16), a: UInt8(truncatingIfNeeded: packed >> 24))
    }

    /// The pixel word (`r | g<<8 | b<<16 | a<<24`), the memory layout of a ``Pixmap``.
    @inlinable
    public var packed: UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }

    /// The straight (un-premultiplied) colour.
    @inlinable
    public var color: Color {
        guard a > 0 else { return .clear }
        let af = Double(a)
        return Color(red: Double(r) / af, green: Double(g) / af, blue: Double(b) / af, alpha: af / 255)
    }

    /// Transparent black.
    public static let transparent = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)
}
