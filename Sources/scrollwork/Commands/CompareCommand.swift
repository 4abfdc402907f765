import ArgumentParser
import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkImageDiff
import ScrollworkLottie

/// `scrollwork compare`.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Render frames and diff them against golden PNGs, printing compare_dir.py's figures.",
        discussion: """
        With --reference DIR (default ../shared/reference): the golden frames of DIR/index.json \
        whose corpus file is <file>, or lies under <dir>, are rendered at the golden size (the \
        content scaled from the top-left corner, over white) and compared with the golden PNGs.

        With --goldens DIR: every DIR/<name>@<frame>.png is a golden frame of the Lottie file \
        <name> (for a file argument, its base name; for a folder, the path under it); the frame \
        is rendered scaled to the golden's width.

        Output, as ../shared/tools/reference/compare_dir.py prints it: one line per file \
        ("ok" or "!!", then per frame the PSNR, % of pixels off by > 8 and > 32, OUT when \
        outside the bar (PSNR ≥ 35 dB and ≤ 1.5 % > 32), and ThorVG's PSNR on the same frame \
        when the index has it), then the summary "N frames, median PSNR X dB, Y% of frames \
        within bar". The metric is the one of diff.py (see `scrollwork diff`). \
        Exit status 0; 1 with --fail-under PCT when fewer frames are within the bar, or when \
        nothing could be compared.

        Examples:
          scrollwork compare ../shared/corpus/lottie-ios/HamburgerArrow.json
          scrollwork compare ../shared/corpus/lottie-ios --quiet
          scrollwork compare logo.json --goldens my-goldens/
        """)

    @Argument(help: "A Lottie file, or a folder of them.")
    var target: String

    @Option(help: "A folder of golden PNGs named <name>@<frame>.png.")
    var goldens: String?

    @Option(help: "The shared reference folder (holding index.json).")
    var reference: String?

    @Flag(help: "Print only files with a frame outside the bar.")
    var quiet = false

    @Option(help: "Exit 1 when under PCT % of the expected frames are within the bar.")
    var failUnder: Double?

    struct Job {
        var file: String
        var label: String
        var frame: Double
        var golden: String
        var thorvgPSNR: Double?
        var thorvgWithin = false
    }

    mutating func run() throws {
        do {
            if goldens != nil && reference != nil { throw CommandFailure("give --goldens or --reference, not both") }
            let jobs = try goldens.map { try goldenJobs($0) } ?? referenceJobs(reference ?? "../shared/reference")
            guard !jobs.isEmpty else { throw CommandFailure("no golden frames found for \(target)") }
            try compare(jobs)
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("error: \(failure.description)\n".utf8))
            throw ExitCode.failure
        }
    }

    func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    func referenceJobs(_ referenceDir: String) throws -> [Job] {
        let indexPath = (referenceDir as NSString).appendingPathComponent("index.json")
        guard FileManager.default.fileExists(atPath: indexPath) else {
            throw CommandFailure("\(indexPath): not found (give --reference DIR or --goldens DIR)")
        }
        let index = try ReferenceIndex(contentsOf: indexPath)
        let corpus = absolute(index.corpus)
        let wanted = absolute(target)
        guard FileManager.default.fileExists(atPath: wanted) else { throw CommandFailure("\(target): no such file or folder") }
        guard wanted == corpus || wanted.hasPrefix(corpus + "/") else {
            throw CommandFailure("\(target) is not inside the reference corpus \(corpus); use --goldens DIR")
        }
        let rel = wanted == corpus ? "" : String(wanted.dropFirst(corpus.count + 1))
        return index.entries.compactMap { e -> Job? in
            guard let png = e.png, rel.isEmpty || e.file == rel || e.file.hasPrefix(rel + "/") else { return nil }
            return Job(file: (corpus as NSString).appendingPathComponent(e.file), label: e.file, frame: e.frame,
                       golden: absolute((index.folder as NSString).appendingPathComponent(png)),
                       thorvgPSNR: e.thorvgPSNR, thorvgWithin: e.thorvgWithinBar)
        }
    }

    func goldenJobs(_ dir: String) throws -> [Job] {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target, isDirectory: &isDir) else {
            throw CommandFailure("\(target): no such file or folder")
        }
        guard let walker = FileManager.default.enumerator(atPath: dir) else { throw CommandFailure("\(dir): not a folder") }
        var jobs: [Job] = []
        for case let path as String in walker where path.hasSuffix(".png") {
            let stem = String(path.dropLast(4))
            guard let at = stem.lastIndex(of: "@"), let frame = Double(stem[stem.index(after: at)...]) else { continue }
            let name = String(stem[..<at])
            let file: String
            if isDir.boolValue {
                file = (target as NSString).appendingPathComponent(name)
            } else {
                guard (name as NSString).lastPathComponent == (target as NSString).lastPathComponent else { continue }
                file = target
            }
            jobs.append(Job(file: file, label: name, frame: frame, golden: (dir as NSString).appendingPathComponent(path)))
        }
        return jobs.sorted { ($0.label, $0.frame) < ($1.label, $1.frame) }
    }

    func compare(_ jobs: [Job]) throws {
        var order: [String] = []
        var byFile: [String: [Job]] = [:]
        for job in jobs {
            if byFile[job.label] == nil { order.append(job.label) }
            byFile[job.label, default: []].append(job)
        }
        var psnrs: [Double] = [], within = 0, missing = 0, mismatch = 0, expected = 0
        var thorvg: [Double] = [], thorvgWithin = 0
        for label in order {
            let group = byFile[label] ?? []
            var cells: [String] = [], bad = false
            let renderer = try? commandLineRenderer(commandLineReader().read(contentsOfFile: group[0].file))
            for job in group {
                expected += 1
                if let tv = job.thorvgPSNR { thorvg.append(tv); thorvgWithin += job.thorvgWithin ? 1 : 0 }
                let frameLabel = FrameSelection.label(job.frame)
                guard let golden = try? PNG.read(from: job.golden) else {
                    missing += 1; bad = true; cells.append("@\(frameLabel): golden missing"); continue
                }
                guard let renderer else {
                    missing += 1; bad = true; cells.append("@\(frameLabel): cannot load"); continue
                }
                let scale = golden.width > 0 && renderer.size.width > 0 ? Double(golden.width) / renderer.size.width : 1
                let mine = try renderFrame(renderer, frame: job.frame, size: nil, scale: scale, canvas: nil).pixmap
                guard let d = try? ImageDiff(golden, mine) else {
                    mismatch += 1; bad = true
                    cells.append("@\(frameLabel): size \(mine.width)x\(mine.height), expected \(golden.width)x\(golden.height)")
                    continue
                }
                psnrs.append(d.cappedPSNR)
                if d.withinBar { within += 1 } else { bad = true }
                cells.append(d.cell(frame: frameLabel) + (job.thorvgPSNR.map { String(format: " (thorvg %.1f)", $0) } ?? ""))
            }
            if bad || !quiet { print("\(bad ? "!!" : "ok") \(label)  " + cells.joined(separator: " | ")) }
        }
        print()
        if missing > 0 || mismatch > 0 {
            print(String(format: "%d missing and %d wrong-size candidates of %d expected frames; %.1f%% of all expected frames within bar",
                         missing, mismatch, expected, 100 * Double(within) / Double(max(expected, 1))))
        }
        if !thorvg.isEmpty {
            print(String(format: "ThorVG on the same %d frames: median PSNR %.1f dB, %.1f%% of frames within bar",
                         thorvg.count, median(thorvg), 100 * Double(thorvgWithin) / Double(thorvg.count)))
        }
        if psnrs.isEmpty {
            print("0 frames, median PSNR n/a, 0.0% of frames within bar")
            throw ExitCode.failure
        }
        print(String(format: "%d frames, median PSNR %.1f dB, %.1f%% of frames within bar",
                     psnrs.count, median(psnrs), 100 * Double(within) / Double(psnrs.count)))
        if let failUnder, 100 * Double(within) / Double(max(expected, 1)) < failUnder { throw ExitCode.failure }
    }
}

/// The median (mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    let s = values.sorted()
    guard !s.isEmpty else { return .nan }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}
