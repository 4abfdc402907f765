import Testing
@testable import ScrollworkCanvas
import Scrollwork

/// Clipping to paths again and again must not pile up full-canvas masks.
struct ClipMaskPoolTests {
    @Test(arguments: [1, 5, 200])
    func repeatedPathClipsInOneStateKeepOneMask(clips: Int) throws {
        let c = try Canvas(width: 64, height: 64)
        for i in 0..<clips {
            // Shrinking squares: the clip is their intersection, the last (smallest) one.
            let inset = Double(min(i, 20))
            c.clip(to: Path(rect: Rect(x: inset, y: inset, width: 64 - 2 * inset, height: 64 - 2 * inset)))
        }
        #expect(c.liveClipMaskCount == 1)
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 64, height: 64)), color: .black)
        let inset = min(clips - 1, 20)
        #expect(c.pixmap.pixel(x: inset, y: inset)?.a == 255)
        #expect(c.pixmap.pixel(x: inset - 1, y: 32)?.a ?? 0 == 0 || inset == 0)
        #expect(c.pixmap.pixel(x: 63 - inset, y: 63 - inset)?.a == 255)
    }

    @Test func clipsAfterSaveKeepTheSavedMaskAndReuseTheirOwn() throws {
        let c = try Canvas(width: 64, height: 64)
        c.clip(to: Path(rect: Rect(x: 0, y: 0, width: 32, height: 64)))  // left half
        c.save()
        for _ in 0..<10 { c.clip(to: Path(rect: Rect(x: 0, y: 0, width: 64, height: 32))) }  // ∩ top half
        #expect(c.liveClipMaskCount == 2)
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 64, height: 64)), color: .red)
        c.restore()
        #expect(c.liveClipMaskCount == 1)
        c.fill(Path(rect: Rect(x: 0, y: 0, width: 64, height: 64)), color: .blue)
        #expect(c.pixmap.pixel(x: 10, y: 10)?.b == 255)  // blue over red inside both clips
        #expect(c.pixmap.pixel(x: 10, y: 50)?.b == 255)  // the saved (left-half) clip came back
        #expect(c.pixmap.pixel(x: 50, y: 10)?.a == 0)
        for _ in 0..<10 {
            c.save()
            c.clip(to: Path(rect: Rect(x: 0, y: 0, width: 16, height: 16)))
            c.restore()
        }
        #expect(c.liveClipMaskCount == 1)
    }
}
