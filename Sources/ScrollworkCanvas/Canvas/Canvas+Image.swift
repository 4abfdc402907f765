import Scrollwork

/// Drawing part of an image scaled into a rectangle.
extension Canvas {
    /// Draws the part `source` of an image (in image pixels) scaled into `destination` (local
    /// coordinates), bilinearly filtered — the HTML canvas's nine-argument `drawImage`. A
    /// source rectangle reaching outside the image is cut to it, and the destination with it
    /// in proportion, so nothing is drawn outside the image's own pixels.
    ///
    /// - Parameters:
    ///   - image: the image.
    ///   - source: the rectangle of `image` to draw, in its pixels.
    ///   - destination: where it goes, in local coordinates.
    ///
    /// - Complexity: O(p), the pixels the image covers within the clip.
    public func drawImage(_ image: Pixmap, from source: Rect, in destination: Rect) {
        guard source.width != 0, source.height != 0, source.width.isFinite, source.height.isFinite,
              destination.width.isFinite, destination.height.isFinite else { return }
        let sx = destination.width / source.width, sy = destination.height / source.height
        guard sx.isFinite, sy.isFinite, sx != 0, sy != 0 else { return }
        // Image pixels → local coordinates.
        let toLocal = AffineTransform(a: sx, b: 0, c: 0, d: sy,
                                      tx: destination.origin.x - source.origin.x * sx,
                                      ty: destination.origin.y - source.origin.y * sy)
        let left = max(source.minX, 0), right = min(source.maxX, Double(image.width))
        let top = max(source.minY, 0), bottom = min(source.maxY, Double(image.height))
        guard left < right, top < bottom else { return }
        let area = Rect(corner: toLocal.apply(Point(x: left, y: top)), corner: toLocal.apply(Point(x: right, y: bottom)))
        fill(area, with: .image(ImagePattern(image: image, transform: toLocal)))
    }
}
