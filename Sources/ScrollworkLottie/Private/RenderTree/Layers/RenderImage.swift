import Scrollwork
import ScrollworkCanvas

/// An image asset ready to draw: its pixels, the part of them shown and the declared size they
/// fill in layer space.
///
/// An image is drawn at its asset's declared size (`w` × `h`), not its pixel size, so a 2×
/// image exported for dense screens draws at the size the file was designed with. When the
/// pixels' aspect ratio differs from the declared one, the pixels are centre-cropped to it
/// first (lottie-web's canvas renderer, `xMidYMid slice`). Without a declared size (`w` or `h`
/// absent or not positive) the pixel size is used.
struct RenderImage {
    var pixels: Pixmap
    /// The rectangle of `pixels` drawn.
    var source: Rect
    /// Where it is drawn: `(0, 0, w, h)`.
    var destination: Rect

    init(pixels: Pixmap, declaredWidth w: Double, declaredHeight h: Double) {
        self.pixels = pixels
        let pw = Double(pixels.width), ph = Double(pixels.height)
        guard w > 0, h > 0, w.isFinite, h.isFinite, w != pw || h != ph else {
            source = pixels.bounds
            destination = pixels.bounds
            return
        }
        destination = Rect(x: 0, y: 0, width: w, height: h)
        let imageRatio = pw / ph, declaredRatio = w / h
        if imageRatio > declaredRatio {
            let cropWidth = ph * declaredRatio
            source = Rect(x: (pw - cropWidth) / 2, y: 0, width: cropWidth, height: ph)
        } else {
            let cropHeight = pw / declaredRatio
            source = Rect(x: 0, y: (ph - cropHeight) / 2, width: pw, height: cropHeight)
        }
    }

    /// Draws the image into the canvas's current (layer) space.
    func draw(into canvas: Canvas) {
        if source == destination {
            canvas.drawImage(pixels)
        } else {
            canvas.drawImage(pixels, from: source, in: destination)
        }
    }
}
