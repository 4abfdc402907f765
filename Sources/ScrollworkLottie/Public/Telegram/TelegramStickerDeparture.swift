import Scrollwork
import ScrollworkCanvas

/// How far a sticker's frames are from its original's: both drawn by this renderer on a
/// transparent `side × side` canvas (the original fitted and centred, as the sticker places
/// it), at every frame of the sticker and the same moment of the original, pixel by pixel
/// over the four premultiplied channels.
public struct TelegramStickerDeparture: Hashable, Sendable {
    /// Frames compared.
    public var framesCompared: Int
    /// The largest difference of one channel of one pixel, in levels (0…255).
    public var largestDifference: Int
    /// The sticker frame where it is.
    public var frameOfLargest: Double
    /// The most pixels of one frame that differ by more than 32 levels (the threshold of the
    /// golden frames' bar).
    public var mostPixelsOff: Int
    /// The sticker frame where they are.
    public var frameOfMostPixelsOff: Double
    /// The pixels in a frame.
    public var pixelsPerFrame: Int

    /// Compares `sticker`, frame by frame, with `original` at the same moments (`factor`:
    /// sticker frames per original frame, the ratio of the frame rates), the original's
    /// expressions run by `expressions`.
    static func measure(original: LottieAnimation, sticker: LottieAnimation, factor: Double, side: Int,
                        expressions: LottieExpressionEngine?) throws -> TelegramStickerDeparture {
        let a = try Canvas(width: side, height: side), b = try Canvas(width: side, height: side)
        let before = LottieRenderer(original, options: .init(expressions: expressions)), after = LottieRenderer(sticker)
        let area = Size(width: Double(side), height: Double(side))
        var result = TelegramStickerDeparture(framesCompared: 0, largestDifference: 0, frameOfLargest: sticker.inPoint,
                                              mostPixelsOff: 0, frameOfMostPixelsOff: sticker.inPoint, pixelsPerFrame: side * side)
        var frame = sticker.inPoint.rounded(.up)
        while frame < sticker.outPoint {
            for (canvas, renderer, time) in [(a, before, frame / factor), (b, after, frame)] {
                canvas.resetState()
                canvas.clear()
                renderer.render(frame: time, into: canvas, size: area, contentMode: .scaleAspectFit)
            }
            let (largest, off) = a.pixmap.withUnsafePixels { p in
                b.pixmap.withUnsafePixels { q in Self.difference(p, q) }
            }
            if largest > result.largestDifference { (result.largestDifference, result.frameOfLargest) = (largest, frame) }
            if off > result.mostPixelsOff { (result.mostPixelsOff, result.frameOfMostPixelsOff) = (off, frame) }
            result.framesCompared += 1
            frame += 1
        }
        return result
    }

    /// The largest channel difference of two frames and how many pixels differ by more than 32.
    private static func difference(_ p: UnsafeBufferPointer<UInt32>, _ q: UnsafeBufferPointer<UInt32>) -> (Int, Int) {
        var largest: UInt32 = 0
        var off = 0
        for i in 0..<min(p.count, q.count) where p[i] != q[i] {
            var most: UInt32 = 0
            for shift: UInt32 in [0, 8, 16, 24] {
                let x = (p[i] >> shift) & 0xFF, y = (q[i] >> shift) & 0xFF
                most = max(most, x > y ? x - y : y - x)
            }
            largest = max(largest, most)
            if most > 32 { off += 1 }
        }
        return (Int(largest), off)
    }
}
