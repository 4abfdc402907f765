import Foundation
import Scrollwork
import ScrollworkCanvas

/// A grid of frames in one image, each with its label underneath (drawn with the canvas's
/// text). Cells are filled row by row.
struct ContactSheet {
    let columns: Int
    let rows: Int
    let cell: (width: Int, height: Int)
    /// The sheet and cell background; nil = white sheet, cells keep their transparency over it.
    let background: Color?
    static let gap = 8
    static let labelHeight = 18

    init(columns: Int, rows: Int, cell: (width: Int, height: Int), background: Color?) throws {
        self.columns = columns
        self.rows = rows
        self.cell = cell
        self.background = background
        let (w, h) = size
        do { try Pixmap.validate(width: w, height: h) } catch {
            throw CommandFailure("a \(columns)x\(rows) contact sheet of \(cell.width)x\(cell.height) cells is too large (\(w)x\(h))")
        }
    }

    /// The sheet's pixel size.
    var size: (width: Int, height: Int) {
        (Self.gap + columns * (cell.width + Self.gap),
         Self.gap + rows * (cell.height + Self.labelHeight + Self.gap))
    }

    /// Draws `frames` (row by row) with `labels` into a new opaque image.
    func compose(_ frames: [Pixmap], labels: [String]) throws -> Pixmap {
        let (w, h) = size
        let canvas: Canvas
        do { canvas = try Canvas(width: w, height: h) } catch { throw CommandFailure("cannot make a \(w)x\(h) image") }
        canvas.clear(background ?? .white)
        let font = try? Font()
        let checker = Color(red: 0.85, green: 0.85, blue: 0.85)
        for (k, frame) in frames.enumerated() {
            let x = Self.gap + (k % columns) * (cell.width + Self.gap)
            let y = Self.gap + (k / columns) * (cell.height + Self.labelHeight + Self.gap)
            if background == nil {
                // A light checkerboard shows which parts of a cell are transparent.
                let square = 8
                for cy in stride(from: 0, to: cell.height, by: square) {
                    for cx in stride(from: 0, to: cell.width, by: square) where (cx / square + cy / square) % 2 == 1 {
                        canvas.fill(Rect(x: Double(x + cx), y: Double(y + cy),
                                         width: Double(min(square, cell.width - cx)), height: Double(min(square, cell.height - cy))),
                                    with: .solid(checker))
                    }
                }
            }
            canvas.drawImage(frame, at: Point(x: Double(x), y: Double(y)))
            if let font, k < labels.count {
                canvas.drawText(labels[k], font: font, size: 12, at: Point(x: Double(x), y: Double(y + cell.height + 2)),
                                color: Color(red: 0.2, green: 0.2, blue: 0.2), maxWidth: Double(cell.width), alignment: .center)
            }
        }
        return canvas.pixmap
    }
}
