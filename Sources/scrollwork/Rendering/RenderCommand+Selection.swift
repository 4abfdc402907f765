import Foundation
import Scrollwork
import ScrollworkBatch
import ScrollworkCanvas
import ScrollworkLottie

extension RenderCommand {
    /// One frame, a range, all frames or a contact sheet, as the options say.
    func renderSelection() throws {
        guard let file else { throw CommandFailure("missing <file> (or --index)") }
        guard let output else { throw CommandFailure("missing -o <out.png>") }
        if transparent && background != nil { throw CommandFailure("give --background or --transparent, not both") }
        guard threads >= 0, threads <= 1024 else { throw CommandFailure("--threads must be in 0…1024") }
        let ways = [frame != nil, progress != nil, frames != nil, from != nil || to != nil, all, contactSheet != nil]
        if ways.filter({ $0 }).count > 1 {
            throw CommandFailure("give one of --frame, --progress, --frames, --from/--to, --all and --contact-sheet")
        }
        let loaded = try dotLottie.load(file, expressions: !noExpressions)
        let animation = loaded.animation
        if let contactSheet {
            try renderContactSheet(loaded, grid: contactSheet, to: output)
            return
        }
        let sizing = try FrameSizing.from(size: size, scale: scale, width: width, composition: animation.size)
        var list: [Double]
        if let frames {
            let (a, b) = try FrameSelection.parse(range: frames)
            list = try FrameSelection.range(from: a, to: b, in: animation)
        } else if from != nil || to != nil {
            guard let from, let to else { throw CommandFailure("--from and --to go together") }
            list = try FrameSelection.range(from: from, to: to, in: animation)
        } else if all {
            list = try FrameSelection.all(animation)
        } else if let progress {
            list = [try FrameSelection.frame(progress: progress, in: animation)]
        } else {
            let f = frame ?? animation.inPoint
            guard f.isFinite else { throw CommandFailure("--frame must be a number") }
            list = [f]
        }
        let many = list.count > 1
        if many && !output.contains("{frame}") {
            throw CommandFailure("\(list.count) frames need an -o pattern with {frame}, e.g. 'out/frame-{frame}.png'")
        }
        let paths = list.map { output.replacingOccurrences(of: "{frame}", with: FrameSelection.label($0)) }
        for directory in Set(paths.map { ($0 as NSString).deletingLastPathComponent }) where !directory.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure("cannot create \(directory): \(error.localizedDescription)")
            }
        }
        let background = self.background?.color
        let bar = ProgressBar(total: list.count, label: "rendering", quiet: quiet)
        try ParallelFrames.render(loaded, frames: list, sizing: sizing, threads: threads, progress: bar) { i, pixmap in
            try writePNG(pixmap, to: paths[i], background: background)
        }
    }

    /// `--contact-sheet COLSxROWS`.
    func renderContactSheet(_ loaded: ConversionSource, grid: PixelSize, to output: String) throws {
        let animation = loaded.animation
        guard grid.width * grid.height <= 400 else { throw CommandFailure("--contact-sheet: at most 400 cells") }
        let sizing: FrameSizing
        if size == nil && scale == nil && width == nil {
            sizing = FrameSizing.reference(composition: animation.size, maxDimension: 256)
        } else {
            sizing = try FrameSizing.from(size: size, scale: scale, width: width, composition: animation.size)
        }
        let list = FrameSelection.evenlySpaced(grid.width * grid.height, in: animation)
        let sheet = try ContactSheet(columns: grid.width, rows: grid.height,
                                     cell: sizing.pixelSize(of: animation.size), background: background?.color)
        let cells = Locked<[Pixmap?]>(Array(repeating: nil, count: list.count))
        let bar = ProgressBar(total: list.count, label: "rendering", quiet: quiet)
        try ParallelFrames.render(loaded, frames: list, sizing: sizing, threads: threads, progress: bar) { i, pixmap in
            cells.withLock { $0[i] = pixmap }
        }
        let pixmaps = cells.withLock { $0 }
        let image = try sheet.compose(pixmaps.compactMap { $0 }, labels: list.map { "frame \(FrameSelection.label(($0 * 100).rounded() / 100))" })
        try writePNG(image, to: output, background: nil)
    }
}
