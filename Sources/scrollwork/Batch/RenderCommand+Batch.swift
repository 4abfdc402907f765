import ScrollworkBatch
import ScrollworkExport
import ScrollworkLottie

extension RenderCommand {
    /// Many files: each file's chosen frames to PNG, the files spread over the cores.
    func renderBatch() throws {
        guard let output else { throw CommandFailure("missing -o with a pattern, e.g. 'out/{name}.png'") }
        if contactSheet != nil { throw CommandFailure("--contact-sheet takes one file") }
        if transparent && background != nil { throw CommandFailure("give --background or --transparent, not both") }
        guard threads >= 0, threads <= 1024 else { throw CommandFailure("--threads must be in 0…1024") }
        let ways = [frame != nil, progress != nil, frames != nil, from != nil || to != nil, all]
        if ways.filter({ $0 }).count > 1 { throw CommandFailure("give one of --frame, --progress, --frames, --from/--to and --all") }
        let choice: LottieConversion.FrameChoice
        if let frames {
            let (a, b) = try FrameSelection.parse(range: frames)
            try FrameSelection.checkSpan(from: a, to: b)
            choice = .range(a, b)
        } else if from != nil || to != nil {
            guard let from, let to else { throw CommandFailure("--from and --to go together") }
            try FrameSelection.checkSpan(from: from, to: to)
            choice = .range(from, to)
        } else if all {
            choice = .all
        } else if let progress {
            guard progress.isFinite, (0...1).contains(progress) else { throw CommandFailure("--progress must be a number in 0…1 (got \(progress))") }
            choice = .progress(progress)
        } else if let frame {
            guard frame.isFinite else { throw CommandFailure("--frame must be a number") }
            choice = .frame(frame)
        } else {
            choice = .progress(0)
        }
        if frames != nil || from != nil || all, !output.contains("{frame}") {
            throw CommandFailure("several frames a file need an -o pattern with {frame} too, e.g. 'out/{name}/{frame}.png'")
        }
        var conversion = LottieConversion(target: .frames(choice), fit: try FrameFit.from(size: size, scale: scale, width: width),
                                          options: ExportOptions(background: background?.color))
        conversion.readAsCommandLine(expressions: !noExpressions, dotLottie: dotLottie)
        let converter = BatchConverter(conversion: conversion, concurrency: threads, force: batch.force)
        try BatchRun(converter: converter, json: batch.json, quiet: quiet, label: "rendering")
            .run(inputs: files, lists: batch.lists, output: output)
    }
}
