import Foundation
import Scrollwork
import ScrollworkBatch
import ScrollworkExport
import ScrollworkLottie

extension ExportCommand {
    /// The conversion the options ask for, every option checked.
    func makeConversion() throws -> LottieConversion {
        guard threads >= 0, threads <= 1024 else { throw CommandFailure("--threads must be in 0…1024") }
        if range != nil && progress != nil { throw CommandFailure("give --range or --progress, not both") }
        if let fps, !(fps.isFinite && fps > 0 && fps <= 1000) { throw CommandFailure("--fps must be a number in (0, 1000] (got \(fps))") }
        let options = ExportOptions(loopCount: loop, quality: quality, background: background?.color,
                                    gif: GIFOptions(alphaThreshold: alphaThreshold, matte: matte?.color, dither: dither))
        try options.validate()
        var conversion = LottieConversion(target: try target(), fit: try FrameFit.from(size: size, scale: scale, width: width),
                                          span: try span(), framesPerSecond: fps, options: options)
        conversion.readAsCommandLine(dotLottie: dotLottie)
        if profile != nil {
            let set = [("--size", size != nil), ("--scale", scale != nil), ("--width", width != nil), ("--fps", fps != nil),
                       ("--range", range != nil), ("--progress", progress != nil), ("--format", format != nil)]
            if let given = set.first(where: { $0.1 }) {
                throw CommandFailure("--profile sets the size, rate, length and format itself; leave out \(given.0)")
            }
            conversion.fit = .scale(1)
        }
        return conversion
    }

    /// What -o, --format and --profile ask for.
    private func target() throws -> LottieConversion.Target {
        let pattern = output.replacingOccurrences(of: "{name}", with: "x").replacingOccurrences(of: "{path}", with: "x")
        switch profile {
        case .telegram?:
            guard pattern.lowercased().hasSuffix(".tgs") else { throw CommandFailure("--profile telegram writes a .tgs: end -o in .tgs") }
            return .telegramSticker
        case .telegramVideo?:
            guard pattern.lowercased().hasSuffix(".webm") else { throw CommandFailure("--profile telegram-video writes a .webm: end -o in .webm") }
            return .telegramVideo
        case nil:
            break
        }
        if let format {
            if format.lowercased() == "tgs" { return .tgs }
            guard let f = ExportFormat(name: format) else { throw CommandFailure("--format must be gif, webp, apng, mp4, webm or tgs (got '\(format)')") }
            return .animation(f)
        }
        guard let target = LottieConversion.target(forPath: pattern) else {
            throw CommandFailure("cannot tell the format of \(output): end it in .gif, .webp, .png, .mp4, .webm or .tgs, or give --format")
        }
        return target
    }

    /// `--range A-B` or `--progress a-b`, else the whole animation.
    private func span() throws -> LottieConversion.Span {
        if let range {
            let (a, b) = try FrameSelection.parse(range: range, option: "--range")
            try FrameSelection.checkSpan(from: a, to: b, option: "--range")
            return .frames(a, b)
        }
        if let progress {
            let parts = progress.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), a.isFinite, b.isFinite else {
                throw CommandFailure("--progress wants a-b with 0 ≤ a ≤ b ≤ 1, e.g. 0-0.5 (got '\(progress)')")
            }
            for p in [a, b] where !(0...1).contains(p) { throw CommandFailure("--progress must be a number in 0…1 (got \(p))") }
            guard a <= b else { throw CommandFailure("--progress \(progress) is empty (a > b)") }
            return .progress(a, b)
        }
        return .whole
    }
}
