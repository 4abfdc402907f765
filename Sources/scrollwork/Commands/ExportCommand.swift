import ArgumentParser
import Foundation
import Scrollwork
import ScrollworkBatch
import ScrollworkCanvas
import ScrollworkExport
import ScrollworkLottie

/// `scrollwork export`.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export an animation to an animated GIF, WebP or PNG, or to an MP4 or WebM video.",
        discussion: """
        The format comes from -o's extension (.gif, .webp, .png or .apng, .mp4, .webm) or \
        --format. --size, --scale, --width and --background mean what they mean for 'render'. \
        Without --range, --progress or --fps the frames are ip … op−1 at the file's frame rate, \
        the first being ip. --range A-B exports absolute frames A to B (inclusive); --progress a-b \
        exports progress a to b (0…1, 1 = op − 1). --fps R resamples that span at R frames a \
        second (sub-frame times are drawn as they fall), keeping its duration.

        Transparency: WebP, APNG and WebM keep the alpha channel unless --background is given; \
        GIF keeps pixels whose alpha is at least --alpha-threshold (default 0.5) and makes the \
        rest transparent (--matte '#rrggbb' blends edges into the colour the GIF will be shown \
        over); MP4 has no alpha and goes over --background (default white).

        Quality (--quality 0…100): WebP's lossy quality (default 90; 100 = lossless); GIF's \
        palette size (default 100 = 256 colours a frame); video's constant-quality level \
        (default 90). APNG is lossless. GIF palettes come from libgd's quantiser, with \
        Floyd–Steinberg dithering unless --no-dither. GIF stores delays in hundredths of a \
        second and browsers slow down frames shorter than 2/100 s: prefer --fps 50 or less.

        Video is written by ffmpeg (Debian package ffmpeg), which must be installed. Frames are \
        rendered on all cores (--threads N to limit) and streamed to the encoder; the output is \
        written to a temporary file and renamed into place, so an error never leaves a partial \
        file. A progress bar is drawn on a terminal only.

        Telegram: -o x.tgs writes the file's JSON minified and gzipped, as it is. --profile \
        telegram makes an animated sticker that passes 'validate --profile telegram': \
        expressions baked, what the rules leave out changed or dropped (a note for each), 30 \
        or 60 fps, at most 3 s, 512x512, numbers rounded until the gzip fits 64 KB; it reports \
        the size and how far the frames depart from the original's. \
        --profile telegram-video makes a VP9 WebM with alpha, the longer side 512, at most \
        30 fps and 3 s, the bit rate chosen to fit 256 KB.

        Many files: give several files, folders (searched for .json, .lottie, .lot, .tgs and \
        .json.gz) or --list FILE, and an -o pattern with {name} (the file name without its \
        extension) or {path} (its path below the folder given), and {ext} (its extension) to \
        keep a.json and a.lottie apart. The files are spread over all \
        cores (--threads N: files at once), each file's frames drawn on its one core; outputs \
        newer than their input are skipped unless --force; a bad file is reported and the rest \
        go on; a summary ends the run, which exits 1 if any file failed. --json prints one JSON \
        object a line per file, then a summary object.

        Examples:
          scrollwork export logo.json -o logo.gif --size 480x480 --background '#ffffff'
          scrollwork export logo.json -o logo.webp --scale 0.5 --fps 30
          scrollwork export logo.json -o logo.mp4 --size 1080x1080 --progress 0-0.5
          scrollwork export logo.json -o logo.png --range 0-59 --loop 1
          scrollwork export button.lottie --animation hover --theme dark -o hover.webp
          scrollwork export designer.json --profile telegram -o sticker.tgs
          scrollwork export stickers/ -o 'gifs/{path}.gif' --size 512x512 --matte '#ffffff'
        """)

    @Argument(help: "The Lottie files (.json, .lottie, .tgs) or folders of them.")
    var files: [String] = []

    @Option(name: .shortAndLong, help: "The output file (.gif, .webp, .png/.apng, .mp4, .webm, .tgs), or a pattern with {name} or {path}.")
    var output: String

    @Option(help: "gif, webp, apng, mp4, webm or tgs (default: from -o's extension).")
    var format: String?

    @Option(help: "telegram (an animated sticker, .tgs) or telegram-video (a video sticker, .webm).")
    var profile: StickerProfile?

    @OptionGroup var batch: BatchOptions

    @Option(help: "Output size WxH; the content is fitted and centred.")
    var size: PixelSize?

    @Option(help: "Scale factor from the top-left corner (instead of --size).")
    var scale: Double?

    @Option(help: "Output width; the height follows the aspect ratio (instead of --size/--scale).")
    var width: Int?

    @Option(help: "Output frames per second (default: the file's frame rate).")
    var fps: Double?

    @Option(help: "Absolute frames A-B to export (inclusive).")
    var range: String?

    @Option(help: "Progress a-b to export (0…1, 1 = op − 1), e.g. 0-0.5.")
    var progress: String?

    @Option(help: "Background colour #rrggbb (default: transparent where the format has alpha).")
    var background: HexColor?

    @Option(help: "How many times the animation plays (0 = forever, the default).")
    var loop: Int = 0

    @Option(help: "Quality 0…100 (default: 90 for WebP and video, 100 for GIF).")
    var quality: Int?

    @Option(help: "GIF: pixels with less alpha than this (0…1) become transparent (default 0.5; 0 with --matte).")
    var alphaThreshold: Double?

    @Option(help: "GIF: the colour the GIF will be shown over (#rrggbb); edges blend into it.")
    var matte: HexColor?

    @Flag(inversion: .prefixedNo, help: "GIF: Floyd–Steinberg dithering.")
    var dither = true

    @Option(help: "Worker threads (0 = all cores): frames of one file, or files at once in a batch.")
    var threads: Int = 0

    @Flag(help: "No progress bar.")
    var quiet = false

    @OptionGroup var dotLottie: DotLottieOptions

    mutating func run() throws {
        do {
            try export()
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("error: \(failure.description)\n".utf8))
            throw ExitCode.failure
        } catch let failure as ExportError {
            FileHandle.standardError.write(Data("error: \(failure.description)\n".utf8))
            throw ExitCode.failure
        }
    }

    func export() throws {
        let conversion = try makeConversion()
        if batch.isBatch(files, output: output) {
            let converter = BatchConverter(conversion: conversion, concurrency: threads, force: batch.force)
            try BatchRun(converter: converter, json: batch.json, quiet: quiet, label: "exporting")
                .run(inputs: files, lists: batch.lists, output: output)
            return
        }
        guard let file = files.first else { throw CommandFailure("give a Lottie file to export") }
        let bar = Locked<ProgressBar?>(nil)
        let quiet = self.quiet
        let outcome: ConversionOutcome
        do {
            outcome = try conversion.convert(file, to: output, threads: threads) { progress in
                bar.withLock { bar in
                    if bar == nil { bar = ProgressBar(total: progress.frameCount, label: "exporting", quiet: quiet) }
                    bar?.advance()
                }
            }
        } catch {
            bar.withLock { $0?.finish() }
            throw CommandFailure(error.description)
        }
        bar.withLock { $0?.finish() }
        guard case .converted(let report) = outcome, !quiet else { return }
        var lines = report.notes.map { "note: \($0)" }
        if let sticker = report.sticker { lines += StickerReport.lines(sticker, output: output) }
        if report.video != nil { lines.append(StickerReport.line(report, output: output)) }
        if !lines.isEmpty { FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8)) }
    }
}
