import Scrollwork
import ScrollworkCanvas
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How one letter is drawn at a frame.
struct PlacedLetter {
    /// Letter space (the glyph at its size, the pen at the origin on the baseline) → layer space.
    var matrix: AffineTransform
    var opacity: Double
    /// Fill and stroke colours as drawn (nil: none).
    var fill: Color?
    var stroke: Color?
    var strokeWidth: Double
}

extension TextProgram {
    /// Draws the text at `t` into the canvas (whose transform is the layer's): each letter
    /// placed by ``placeLetters(at:_:)``, its outline filled and stroked as `CVTextElement`
    /// draws it (fill, then stroke over it unless the document puts the fill over the stroke;
    /// butt caps, miter joins, miter limit 4). Allocates nothing once its scratch has grown.
    func draw(at t: Double, canvas: Canvas) {
        placeLetters(at: t) { letter, placed, layout in
            guard letter.outline >= 0, letter.scale > 0, placed.opacity > 0 else { return }
            drawLetter(letter, placed, layout: layout, canvas: canvas)
        }
    }

    /// Places every letter of the document shown at `t` (line breaks are skipped): its
    /// transform, opacity and colours as lottie-web's `TextAnimatorProperty.getMeasures`
    /// computes them. Nothing is placed when the document has neither fill nor stroke.
    func placeLetters(at t: Double, _ body: (TextDocumentLayout.Letter, PlacedLetter, TextDocumentLayout) -> Void) {
        guard !layouts.isEmpty else { return }
        let layout = self.layout(at: t)
        let letters = layout.letters
        guard !letters.isEmpty, layout.fill != nil || layout.stroke != nil else { return }
        let n = animators.count
        state.frames.removeAll(keepingCapacity: true)
        for j in 0..<n {
            let total = j < layout.unitTotals.count ? layout.unitTotals[j] : 0
            state.frames.append(animators[j].frame(at: t, total: total, easing: &state.easings[j]))
        }
        if state.mults.count < n { state.mults.append(contentsOf: repeatElement(0, count: n - state.mults.count)) }
        let align = alignment.value(at: t)
        let yOff = layout.size * 1.2 * 0.714
        if layout.justification != .left && tracks { justifyShifts(layout) }
        var onPath = false
        if let path {
            path.sample(at: t, into: &state.samples, outline: &state.outline)
            onPath = state.samples.points.count > 1
        }
        let firstMargin = path?.firstMargin.value(at: t) ?? 0
        let total = state.samples.length
        var currentLength = firstMargin
        var currentLine = -1, group = -1
        var xPos = 0.0, yPos = 0.0, firstLine = true
        for i in letters.indices {
            let letter = letters[i]
            if letter.isLineBreak {
                xPos = 0
                yPos += layout.lineHeight + (firstLine ? 1 : 0)
                firstLine = false
                currentLength = firstMargin
                continue
            }
            for j in 0..<n {
                let unit = layout.unitIndices.isEmpty ? 0 : Double(layout.unitIndices[i * layout.animatorCount + j])
                state.mults[j] = state.frames[j].selection.coverage(unit)
            }
            let offf = letter.groupWidth / 2 - letter.groupStart
            var m = AffineTransform.identity
            var pathPlace: (point: Point, angle: Double)?
            if onPath {
                if currentLine != letter.line {
                    let free = total - (layout.lineWidths.indices.contains(letter.line) ? layout.lineWidths[letter.line] : 0)
                    if layout.justification == .right { currentLength += free } else if layout.justification == .center { currentLength += free / 2 }
                    currentLine = letter.line
                }
                if group != letter.group {
                    if letters.indices.contains(group) { currentLength += letters[group].groupExtra }
                    currentLength += letter.groupWidth / 2
                    group = letter.group
                }
                currentLength += align.x * letter.groupWidth * 0.005
                var animatorOffset = 0.0
                for j in 0..<n {
                    if let p = state.frames[j].position { animatorOffset += p.x * state.mults[j] }
                    if let a = state.frames[j].anchor { animatorOffset += a.x * state.mults[j] }
                }
                if let force = path?.forceAlignment.value(at: t), force != 0, letters.count > 1 {
                    let firstWidth = letters[0].groupWidth, lastWidth = letters[letters.count - 1].groupWidth
                    currentLength = firstWidth * 0.5 + (total - firstMargin - firstWidth * 0.5 - lastWidth * 0.5) * Double(group)
                        / Double(letters.count - 1) + firstMargin
                }
                pathPlace = state.samples.place(at: currentLength + animatorOffset)
                m = AffineTransform(translationX: -align.x * letter.groupWidth * 0.005, y: -align.y * yOff * 0.01) * m
                m = AffineTransform(translationX: -offf, y: 0) * m
            } else {
                m = AffineTransform(translationX: -offf, y: 0) * m
                m = AffineTransform(translationX: -align.x * letter.groupWidth * 0.005, y: -align.y * yOff * 0.01) * m
            }
            // Tracking animators (never before a line's first letter of flush-left text).
            for j in 0..<n {
                guard let tr = state.frames[j].tracking, xPos != 0 || layout.justification != .left else { continue }
                if onPath { currentLength += tr * state.mults[j] } else { xPos += tr * state.mults[j] }
            }
            var opacity = 1.0
            var strokeWidth = widensStroke ? layout.strokeWidth : 0
            var strokeColor = layout.strokeColorRaw ?? Color(white: 0)
            var fillColor = layout.fillColorRaw ?? Color(white: 0)
            for j in 0..<n {
                if let a = state.frames[j].anchor {
                    m = AffineTransform(translationX: -a.x * state.mults[j], y: -a.y * state.mults[j]) * m
                }
            }
            for j in 0..<n {
                if let s = state.frames[j].scale {
                    m = AffineTransform(scaleX: 1 + (s.x - 1) * state.mults[j], y: 1 + (s.y - 1) * state.mults[j]) * m
                }
            }
            for j in 0..<n {
                let f = state.frames[j], mult = state.mults[j]
                if let sk = f.skew {
                    let axis = f.skewAxis * mult
                    m = AffineTransform(rotation: -axis) * AffineTransform(shearX: -tan(sk * mult)) * AffineTransform(rotation: axis) * m
                }
                if let r = f.rotation { m = AffineTransform(rotation: r * mult) * m }
                if f.rotationX != nil || f.rotationY != nil {
                    let tilt = TransformTrack.orthographic(rx: (f.rotationX ?? 0) * mult * 180 / .pi,
                                                           ry: (f.rotationY ?? 0) * mult * 180 / .pi, rz: 0)
                    m = tilt * m
                }
                if let o = f.opacity { opacity += (o * mult - opacity) * mult }
                if widensStroke, let w = f.strokeWidth { strokeWidth += w * mult }
                if colorsStroke, let c = f.strokeColor {
                    strokeColor = Color(red: strokeColor.red + (c.red - strokeColor.red) * mult,
                                        green: strokeColor.green + (c.green - strokeColor.green) * mult,
                                        blue: strokeColor.blue + (c.blue - strokeColor.blue) * mult)
                }
                if colorsFill, layout.fillColorRaw != nil {
                    if let c = f.fillColor {
                        fillColor = Color(red: fillColor.red + (c.red - fillColor.red) * mult,
                                          green: fillColor.green + (c.green - fillColor.green) * mult,
                                          blue: fillColor.blue + (c.blue - fillColor.blue) * mult)
                    }
                    if let h = f.fillHue { fillColor = TextColor.addingHue(fillColor, degrees: h * mult) }
                    if let s = f.fillSaturation { fillColor = TextColor.addingSaturation(fillColor, amount: s * mult) }
                    if let b = f.fillBrightness { fillColor = TextColor.addingBrightness(fillColor, amount: b * mult) }
                }
            }
            for j in 0..<n {
                guard let p = state.frames[j].position else { continue }
                m = AffineTransform(translationX: onPath ? 0 : p.x * state.mults[j], y: p.y * state.mults[j]) * m
            }
            if onPath {
                m = AffineTransform(translationX: 0, y: -layout.baselineShift) * m
                m = AffineTransform(translationX: 0, y: align.y * yOff * 0.01 + yPos) * m
                if let place = pathPlace {
                    if (path?.perpendicular.value(at: t) ?? 0) != 0 { m = AffineTransform(rotation: place.angle) * m }
                    m = AffineTransform(translationX: place.point.x, y: place.point.y) * m
                }
                currentLength -= align.x * letter.groupWidth * 0.005
                if i + 1 < letters.count, group != letters[i + 1].group {
                    currentLength += letter.groupWidth / 2 + layout.tracking
                }
            } else {
                m = AffineTransform(translationX: xPos, y: yPos) * m
                if let ps = layout.boxPosition { m = AffineTransform(translationX: ps.x, y: ps.y + layout.ascent) * m }
                if layout.justification != .left {
                    let width = layout.lineWidths.indices.contains(letter.line) ? layout.lineWidths[letter.line] : 0
                    let free = layout.boxWidth - width
                    let shift = (state.justifyShifts.indices.contains(i) && tracks ? state.justifyShifts[i] : 0)
                        + layout.justifyOffset + (layout.justification == .right ? free : free / 2)
                    m = AffineTransform(translationX: shift, y: 0) * m
                }
                m = AffineTransform(translationX: 0, y: -layout.baselineShift) * m
                m = AffineTransform(translationX: offf, y: 0) * m
                m = AffineTransform(translationX: align.x * letter.groupWidth * 0.005, y: align.y * yOff * 0.01) * m
                xPos += letter.advance + layout.tracking
            }
            body(letter, PlacedLetter(matrix: m, opacity: opacity,
                                      fill: colorsFill && layout.fillColorRaw != nil ? TextColor.quantized(fillColor) : layout.fill,
                                      stroke: colorsStroke && layout.strokeColorRaw != nil ? TextColor.quantized(strokeColor) : layout.stroke,
                                      strokeWidth: widensStroke && max(strokeWidth, 0) > 0 ? strokeWidth : layout.strokeWidth), layout)
        }
    }

    /// Fills and strokes one letter's outline (letter space → layer space by `placed.matrix`).
    private func drawLetter(_ letter: TextDocumentLayout.Letter, _ placed: PlacedLetter, layout: TextDocumentLayout, canvas: Canvas) {
        let outlines = glyphs.outlines
        guard outlines.indices.contains(letter.outline) else { return }
        let m = placed.matrix * AffineTransform(scaleX: letter.scale, y: letter.scale)
        guard m.isFinite, m.determinant != 0 else { return }
        let fill = placed.fill, stroke = placed.stroke, strokeWidth = placed.strokeWidth
        canvas.save()
        canvas.concatenate(m)
        if placed.opacity < 1 { canvas.opacity = canvas.opacity * max(placed.opacity, 0) }
        let path = outlines[letter.outline]
        let strokes = layout.stroke != nil && strokeWidth > 0
        if layout.strokeOverFill || !strokes {
            if layout.fill != nil, let fill { canvas.fill(path, color: fill, rule: .nonZero) }
            if strokes, let stroke { strokeLetter(path, color: stroke, width: strokeWidth / letter.scale, canvas: canvas) }
        } else {
            if let stroke { strokeLetter(path, color: stroke, width: strokeWidth / letter.scale, canvas: canvas) }
            if layout.fill != nil, let fill { canvas.fill(path, color: fill, rule: .nonZero) }
        }
        canvas.restore()
    }

    private func strokeLetter(_ path: Path, color: Color, width: Double, canvas: Canvas) {
        guard width.isFinite, width > 0 else { return }
        canvas.stroke(path, color: color, style: StrokeStyle(width: width, cap: .butt, join: .miter, miterLimit: 4))
    }

    /// Tracking animators shift whole right-aligned and centred lines (lottie-web's
    /// `animatorJustifyOffset`): each letter of a line gets the line's shift.
    private func justifyShifts(_ layout: TextDocumentLayout) {
        let letters = layout.letters
        let n = animators.count
        state.justifyShifts.removeAll(keepingCapacity: true)
        state.justifyShifts.append(contentsOf: repeatElement(0, count: letters.count))
        let factor = layout.justification == .center ? -0.5 : -1.0
        var shift = 0.0, firstShift = 0.0, lastIndex = 0, newLine = true
        for i in letters.indices {
            if letters[i].isLineBreak {
                if shift != 0 { shift += firstShift }
                while lastIndex < i { state.justifyShifts[lastIndex] = shift; lastIndex += 1 }
                shift = 0
                newLine = true
                continue
            }
            for j in 0..<n {
                guard let tr = state.frames[j].tracking else { continue }
                if newLine && layout.justification == .center { firstShift += tr * factor }
                let unit = layout.unitIndices.isEmpty ? 0 : Double(layout.unitIndices[i * layout.animatorCount + j])
                shift += tr * state.frames[j].selection.coverage(unit) * factor
            }
            newLine = false
        }
        if shift != 0 { shift += firstShift }
        while lastIndex < letters.count { state.justifyShifts[lastIndex] = shift; lastIndex += 1 }
    }
}
