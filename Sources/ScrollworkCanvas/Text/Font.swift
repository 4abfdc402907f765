import CFreeType
import Scrollwork

/// One glyph of a ``Font``: its outline and advance in font units.
public struct FontGlyph: Sendable {
    /// The outline, y down, the origin on the baseline at the pen position.
    public var outline: Path
    /// How far the pen moves after the glyph.
    public var advance: Double
    /// Whether the font has no glyph for the character (the outline is its missing-glyph box).
    public var isMissing: Bool
}

/// A font face loaded with FreeType, giving glyph outlines as `Path`s and metrics in
/// font units (so text scales freely and is drawn by the canvas's own rasterizer).
///
/// Safe to share between threads: FreeType calls are serialized by a lock, and glyph
/// outlines are cached.
public final class Font: Sendable {
    /// The default face: DejaVu Sans from Debian's `fonts-dejavu-core`.
    public static let defaultPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    struct Glyph {
        var path: Path
        var advance: Double
    }

    final class Handle: @unchecked Sendable {
        var library: FT_Library?
        var face: FT_Face?
        var glyphs: [UInt32: Glyph] = [:]
        /// The font file's bytes, for a face loaded from memory.
        var memory: UnsafeMutableRawPointer?
        deinit {
            if let face { FT_Done_Face(face) }
            if let library { FT_Done_FreeType(library) }
            memory?.deallocate()
        }
    }

    let state: Locked<Handle>
    /// Font units per em.
    public let unitsPerEm: Double
    /// Distance from the baseline to the top of the tallest glyphs, in font units (positive).
    public let ascender: Double
    /// Distance from the baseline to the bottom of the lowest glyphs, in font units (negative).
    public let descender: Double
    /// The recommended distance between baselines, in font units.
    public let lineGap: Double
    /// The file the face came from (or the name given to a font loaded from bytes).
    public let path: String
    /// The face's family name (`DejaVu Sans`), as the font file gives it.
    public let familyName: String
    /// The face's style name (`Bold`, `Oblique`), as the font file gives it.
    public let styleName: String

    /// Loads face `faceIndex` (0 for a single font; fonts of a `.ttc` collection are numbered) of
    /// a font file.
    public convenience init(path: String = Font.defaultPath, faceIndex: Int = 0) throws(FontError) {
        try self.init(source: .file(path), faceIndex: faceIndex, name: path)
    }

    /// Loads a font from its file's bytes (a font embedded in an archive, say); `name` is what
    /// ``path`` reports.
    public convenience init(bytes: [UInt8], faceIndex: Int = 0, name: String = "<memory>") throws(FontError) {
        guard !bytes.isEmpty else { throw .cannotOpen(path: name, code: 0) }
        try self.init(source: .memory(bytes), faceIndex: faceIndex, name: name)
    }

    private enum Source {
        case file(String)
        case memory([UInt8])
    }

    private init(source: Source, faceIndex: Int, name: String) throws(FontError) {
        let handle = Handle()
        var lib: FT_Library?
        let e1 = FT_Init_FreeType(&lib)
        guard e1 == 0, let lib else { throw .freeTypeUnavailable(code: e1) }
        handle.library = lib
        var face: FT_Face?
        let index = FT_Long(max(0, min(faceIndex, 0xFFFF)))
        let e2: FT_Error
        switch source {
        case .file(let path):
            e2 = FT_New_Face(lib, path, index, &face)
        case .memory(let bytes):
            // FreeType reads the face from this buffer for as long as the face lives.
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: bytes.count, alignment: 16)
            bytes.withUnsafeBytes { raw in
                if let base = raw.baseAddress { buffer.copyMemory(from: base, byteCount: raw.count) }
            }
            handle.memory = buffer
            e2 = FT_New_Memory_Face(lib, buffer.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count), index, &face)
        }
        guard e2 == 0, let face else { throw .cannotOpen(path: name, code: e2) }
        handle.face = face
        let upem = Double(face.pointee.units_per_EM)
        unitsPerEm = upem > 0 ? upem : 1000
        ascender = Double(face.pointee.ascender)
        descender = Double(face.pointee.descender)
        let h = Double(face.pointee.height)
        lineGap = h > 0 ? h : unitsPerEm * 1.2
        self.path = name
        familyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
        styleName = face.pointee.style_name.map { String(cString: $0) } ?? ""
        state = Locked(handle)
    }

    /// The outline and advance of the glyph that draws `scalar`, in font units (y down, the
    /// origin on the baseline); the font's missing-glyph box, flagged, when it has none.
    public func glyph(for scalar: Unicode.Scalar) -> FontGlyph {
        let index = glyphIndex(scalar)
        let g = glyph(index)
        return FontGlyph(outline: g.path, advance: g.advance, isMissing: index == 0)
    }

    /// The kerning between two characters in font units (negative: closer; 0 without a
    /// kerning table).
    public func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar) -> Double {
        kerning(glyphIndex(left), glyphIndex(right))
    }

    /// The glyph index of a character (0: missing).
    func glyphIndex(_ scalar: Unicode.Scalar) -> UInt32 {
        state.withLock { h in
            guard let face = h.face else { return 0 }
            return UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
        }
    }

    /// The outline (font units, y down) and advance of a glyph.
    func glyph(_ index: UInt32) -> Glyph {
        state.withLock { h in
            if let g = h.glyphs[index] { return g }
            var g = Glyph(path: Path(), advance: 0)
            if let face = h.face,
               FT_Load_Glyph(face, index, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING)) == 0,
               let slot = face.pointee.glyph {
                g.advance = Double(slot.pointee.advance.x)
                g.path = Font.outlinePath(&slot.pointee.outline)
            }
            if h.glyphs.count < 4096 { h.glyphs[index] = g }
            return g
        }
    }

    /// The kerning between two glyphs in font units (0 without a kerning table).
    func kerning(_ left: UInt32, _ right: UInt32) -> Double {
        state.withLock { h in
            guard let face = h.face, left != 0, right != 0,
                  (face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING)) != 0 else { return 0 }
            var v = FT_Vector()
            guard FT_Get_Kerning(face, left, right, FT_KERNING_UNSCALED.rawValue, &v) == 0 else { return 0 }
            return Double(v.x)
        }
    }

    final class OutlineBuilder {
        var path = Path()
    }

    static func outlinePath(_ outline: inout FT_Outline) -> Path {
        let builder = OutlineBuilder()
        @inline(__always) func pt(_ v: UnsafePointer<FT_Vector>?) -> Point {
            guard let v else { return .zero }
            return Point(x: Double(v.pointee.x), y: -Double(v.pointee.y))
        }
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                guard let user else { return 1 }
                let b = Unmanaged<OutlineBuilder>.fromOpaque(user).takeUnretainedValue()
                b.path.close()
                b.path.move(to: Point(x: Double(to?.pointee.x ?? 0), y: -Double(to?.pointee.y ?? 0)))
                return 0
            },
            line_to: { to, user in
                guard let user else { return 1 }
                let b = Unmanaged<OutlineBuilder>.fromOpaque(user).takeUnretainedValue()
                b.path.line(to: Point(x: Double(to?.pointee.x ?? 0), y: -Double(to?.pointee.y ?? 0)))
                return 0
            },
            conic_to: { c, to, user in
                guard let user else { return 1 }
                let b = Unmanaged<OutlineBuilder>.fromOpaque(user).takeUnretainedValue()
                b.path.quad(to: Point(x: Double(to?.pointee.x ?? 0), y: -Double(to?.pointee.y ?? 0)),
                            control: Point(x: Double(c?.pointee.x ?? 0), y: -Double(c?.pointee.y ?? 0)))
                return 0
            },
            cubic_to: { c1, c2, to, user in
                guard let user else { return 1 }
                let b = Unmanaged<OutlineBuilder>.fromOpaque(user).takeUnretainedValue()
                b.path.cubic(to: Point(x: Double(to?.pointee.x ?? 0), y: -Double(to?.pointee.y ?? 0)),
                             control1: Point(x: Double(c1?.pointee.x ?? 0), y: -Double(c1?.pointee.y ?? 0)),
                             control2: Point(x: Double(c2?.pointee.x ?? 0), y: -Double(c2?.pointee.y ?? 0)))
                return 0
            },
            shift: 0, delta: 0)
        _ = pt(nil)
        let user = Unmanaged.passUnretained(builder).toOpaque()
        _ = FT_Outline_Decompose(&outline, &funcs, user)
        builder.path.close()
        return withExtendedLifetime(builder) { builder.path }
    }
}
