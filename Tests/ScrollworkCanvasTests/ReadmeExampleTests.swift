import ScrollworkCanvas
import Testing
#if canImport(Glibc)
import Glibc
import Scrollwork
#endif

@Suite("README example")
struct ReadmeExampleTests {
    /// The code of README.md's "Drawing with the canvas" section, verbatim.
    func readmeExample() throws {
        let canvas = try Canvas(width: 256, height: 256)
        canvas.clear(.white)

        // Shapes are built as Lottie builds them (rect from the top-right corner, clockwise).
        canvas.fill(Path(ellipseCenter: Point(128, 128), size: Size(180, 120)),
                    color: Color(red: 1, green: 0.6, blue: 0))
        canvas.stroke(Path.star(center: Point(128, 128), points: 5, outerRadius: 90, innerRadius: 40),
                      color: .black,
                      style: StrokeStyle(width: 6, cap: .round, join: .round, dash: DashPattern([12, 8])))

        // Layers composite with opacity, blend modes, masks and mattes.
        canvas.beginLayer(Layer(opacity: 0.5, blendMode: .multiply))
        let ramp = Gradient(stops: [GradientStop(offset: 0, color: .red), GradientStop(offset: 1, color: .blue)])
        canvas.fill(Path(rect: Rect(x: 20, y: 20, width: 216, height: 60)),
                    with: .linear(LinearGradient(start: Point(20, 0), end: Point(236, 0), gradient: ramp)))
        canvas.endLayer()

        canvas.drawText("Scrollwork", font: try Font(), size: 24, at: Point(60, 200), color: .black)
        try canvas.pixmap.writePNG(to: "/tmp/canvas-example.png", output: .rgb(background: .white))
    }

    @Test func theReadmeExampleRunsAndWritesItsPNG() throws {
        unlink("/tmp/canvas-example.png")
        try readmeExample()
        let png = try Pixmap(pngFile: "/tmp/canvas-example.png")
        #expect(png.width == 256 && png.height == 256)
        #expect(png.pixel(x: 128, y: 160)?.g != 255)  // the orange ellipse is there
    }

    @Test func theTestHoldsTheReadmeCodeVerbatim() throws {
        let readme = try String(decoding: Self.read(Support.packageRoot + "/docs/GUIDE.md"), as: UTF8.self)
        let test = try String(decoding: Self.read(#filePath), as: UTF8.self)
        guard let start = readme.firstRange(of: "```swift\nimport ScrollworkCanvas\n\n"),
              let end = readme[start.upperBound...].firstRange(of: "```") else {
            Issue.record("docs/GUIDE.md has no canvas example")
            return
        }
        let lines = readme[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        let indented = lines.map { $0.isEmpty ? "" : "        " + $0 }.joined(separator: "\n")
        #expect(test.contains(indented))
    }

    static func read(_ path: String) throws -> [UInt8] {
        guard let f = fopen(path, "rb") else { throw PNGError.io(path: path, reason: "cannot open") }
        defer { fclose(f) }
        var out: [UInt8] = []
        var buf = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buf.withUnsafeMutableBytes { fread($0.baseAddress, 1, 4096, f) }
            out.append(contentsOf: buf[0..<n])
            if n < 4096 { break }
        }
        return out
    }
}
