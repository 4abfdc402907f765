extension Pixmap {
    /// Converts straight (un-premultiplied) RGBA, as decoders write it, to the premultiplied
    /// form every pixmap holds: each colour component times alpha / 255, rounded.
    ///
    /// - Complexity: O(width × height).
    public mutating func premultiplyStraightAlpha() {
        withUnsafeMutablePixels { px in
            for i in px.indices {
                let p = px[i]
                let a = p >> 24
                if a == 255 { continue }
                if a == 0 { px[i] = 0; continue }
                let r = ((p & 0xFF) * a + 127) / 255, g = (((p >> 8) & 0xFF) * a + 127) / 255
                let b = (((p >> 16) & 0xFF) * a + 127) / 255
                px[i] = r | g << 8 | b << 16 | a << 24
            }
        }
    }
}
