import CJPEG
import Foundation
import Scrollwork
import ScrollworkCanvas
import Testing
@testable import ScrollworkLottie

/// Image assets of every format decode at load (through the canvas's one decoder), draw at
/// their declared size, and bad ones are diagnostics at their JSON path — never silent.
struct ImageAssetTests {
    /// A solid 8 × 8 JPEG (libjpeg-turbo, quality 100).
    static func jpeg(_ r: UInt8, _ g: UInt8, _ b: UInt8, side: Int = 8) -> [UInt8] {
        let rgba = [UInt8]((0..<(side * side)).flatMap { _ in [r, g, b, 255] })
        guard let handle = tjInitCompress() else { return [] }
        defer { tjDestroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = rgba.withUnsafeBufferPointer {
            tjCompress2(handle, $0.baseAddress, Int32(side), Int32(side * 4), Int32(side), Int32(TJPF_RGBA.rawValue),
                        &buffer, &size, Int32(TJSAMP_444.rawValue), 100, 0)
        }
        guard status == 0, let buffer else { return [] }
        defer { tjFree(buffer) }
        return Array(UnsafeBufferPointer(start: buffer, count: Int(size)))
    }

    /// A document with one image asset of `w × h` from `p`, drawn by an image layer at (0, 0).
    static func document(p: String, w: Int, h: Int) -> String {
        Fixture.animation(layers: #"[{"ty": 2, "ind": 1, "refId": "img", "ip": 0, "op": 60, "ks": {}}]"#,
                          extra: #""assets": [{"id": "img", "w": \#(w), "h": \#(h), "e": 1, "p": "\#(p)"}]"#)
    }

    static func dataURL(_ bytes: [UInt8], type: String = "image/jpeg") -> String {
        "data:\(type);base64," + Data(bytes).base64EncodedString()
    }

    @Test("an embedded JPEG decodes at load and draws")
    func embeddedJPEG() throws {
        let a = try Fixture.read(Self.document(p: Self.dataURL(Self.jpeg(0, 0, 255)), w: 8, h: 8))
        #expect(a.images["img"]?.image?.width == 8)
        #expect(a.diagnostics(.image).isEmpty)
        let canvas = try Canvas(width: 100, height: 100)
        LottieRenderer(a, options: .scripted).render(frame: 0, into: canvas)
        let p = try #require(canvas.pixmap.pixel(x: 4, y: 4))
        #expect(p.b > 250 && p.r < 5 && p.a == 255)
        #expect(canvas.pixmap.pixel(x: 9, y: 4)?.a == 0)
    }

    @Test("the format is recognised by content: a JPEG in a data URL that says PNG still decodes")
    func mislabelled() throws {
        let a = try Fixture.read(Self.document(p: Self.dataURL(Self.jpeg(255, 0, 0), type: "image/png"), w: 8, h: 8))
        #expect(a.images["img"]?.image != nil)
    }

    @Test("a 2× image draws at its declared size (16 × 16 pixels into an 8 × 8 asset)")
    func declaredSize() throws {
        let a = try Fixture.read(Self.document(p: Self.dataURL(Self.jpeg(0, 255, 0, side: 16)), w: 8, h: 8))
        let canvas = try Canvas(width: 100, height: 100)
        LottieRenderer(a, options: .scripted).render(frame: 0, into: canvas)
        #expect(canvas.pixmap.pixel(x: 7, y: 7)?.g ?? 0 > 250)
        #expect(canvas.pixmap.pixel(x: 8, y: 3)?.a == 0 && canvas.pixmap.pixel(x: 12, y: 12)?.a == 0)
    }

    @Test("an image whose aspect ratio differs is centre-cropped to the declared one (lottie-web)")
    func cropped() throws {
        // 40 × 10 pixels into 10 × 10: the middle 10 × 10 columns.
        let image = RenderImage(pixels: try Pixmap(width: 40, height: 10), declaredWidth: 10, declaredHeight: 10)
        #expect(image.source == Rect(x: 15, y: 0, width: 10, height: 10))
        #expect(image.destination == Rect(x: 0, y: 0, width: 10, height: 10))
        let tall = RenderImage(pixels: try Pixmap(width: 10, height: 40), declaredWidth: 20, declaredHeight: 20)
        #expect(tall.source == Rect(x: 0, y: 15, width: 10, height: 10))
    }

    @Test("bad images are diagnostics at their JSON path and draw nothing", arguments: [
        ("truncated JPEG", dataURL(Array(jpeg(0, 0, 255, side: 64).prefix(300))), "JPEG image does not decode"),
        ("WebP bomb", dataURL(Array("RIFF".utf8) + [18, 0, 0, 0] + Array("WEBP".utf8) + Array("VP8L".utf8) + [5, 0, 0, 0, 0x2F, 0xFE, 0xBF, 0xFF, 0x0F, 0],
                              type: "image/webp"), "larger than the limits"),
        ("100k × 100k PNG header", dataURL([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
                                           + [0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0, 0, 0, 0, 0], type: "image/png"), "larger than the limits"),
        ("not an image", dataURL(Array("hello".utf8), type: "image/png"), "not a PNG, JPEG, WebP or GIF image"),
        ("data URL that is not base64", "data:image/png;base64,@@not base64@@", "malformed data URL"),
    ])
    func badImages(_ name: String, _ p: String, _ message: String) throws {
        let a = try Fixture.read(Self.document(p: p, w: 8, h: 8))
        let d = try #require(a.diagnostics(.image).first, "\(name): no diagnostic")
        #expect(d.path == "$.assets[0].p" && d.severity == .warning, "\(name)")
        #expect(d.message.contains(message), "\(name): \(d.message)")
        #expect(a.images["img"]?.image == nil)
        let canvas = try Canvas(width: 20, height: 20)
        LottieRenderer(a, options: .scripted).render(frame: 0, into: canvas)
        #expect(canvas.pixmap.pixel(x: 4, y: 4)?.a == 0)
    }

    @Test("an external JPEG beside the file decodes; read(json:) without a folder reports it")
    func externalJPEG() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollwork-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.jpeg(9, 9, 9)).write(to: folder.appendingPathComponent("images/photo.jpg"))
        let json = Fixture.animation(layers: #"[{"ty": 2, "ind": 1, "refId": "img", "ip": 0, "op": 60, "ks": {}}]"#,
                                     extra: #""assets": [{"id": "img", "w": 8, "h": 8, "u": "images/", "p": "photo.jpg"}]"#)
        try Data(json.utf8).write(to: folder.appendingPathComponent("a.json"))
        let a = try LottieReader.everything.read(contentsOfFile: folder.appendingPathComponent("a.json").path)
        #expect(a.images["img"]?.image?.width == 8 && a.diagnostics(.image).isEmpty)
        let b = try Fixture.read(json)
        #expect(b.diagnostics(.image).first?.message.contains("no base directory") == true)
    }
}
