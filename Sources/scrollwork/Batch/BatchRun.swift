import ArgumentParser
import Foundation
import Scrollwork
import ScrollworkBatch

/// Runs a batch for `export` or `render`: the files on all cores, a progress bar on a terminal
/// (or a JSON line per file with `--json`), then a summary with each failure's reason, and a
/// non-zero exit when any file failed.
struct BatchRun {
    /// The conversion, the files at once and whether newer outputs are redone.
    var converter: BatchConverter
    /// Print JSON lines instead of the human summary.
    var json: Bool
    /// No progress bar.
    var quiet: Bool
    /// What the bar says it is doing ("exporting", "rendering").
    var label: String

    /// Runs the inputs (files, folders, lists) into the output pattern.
    func run(inputs: [String], lists: [String], output: String) throws {
        let jobs: [BatchJob]
        do {
            let found = try BatchInputs.expand(inputs, lists: lists)
            guard !found.isEmpty else { throw CommandFailure("no Lottie files found in \(inputs.joined(separator: ", "))") }
            let pattern = OutputPattern(output)
            guard found.count == 1 || pattern.namesInputs else {
                throw CommandFailure("\(found.count) files need an -o pattern with {name} or {path}, e.g. 'out/{name}.webp'")
            }
            jobs = try pattern.jobs(for: found)
        } catch let error as ConversionError {
            throw CommandFailure(error.description)
        }
        let bar = ProgressBar(total: jobs.count, label: label, quiet: quiet || json)
        let summary = Locked(BatchSummary())
        let start = ContinuousClock.now
        converter.run(jobs) { result in
            summary.withLock { $0.add(result) }
            if json { print(Self.line(result)) } else { bar.advance() }
        }
        bar.finish()
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let totals = summary.withLock { $0 }
        if json {
            print(Self.json(["summary": [
                "files": jobs.count, "converted": totals.converted, "skipped": totals.skipped, "failed": totals.failed,
                "bytes": totals.byteCount, "frames": totals.frameCount, "seconds": seconds,
                "files_per_second": seconds > 0 ? Double(jobs.count) / seconds : 0,
            ] as [String: Any]]))
        } else {
            var text = "\(jobs.count) files: \(totals.converted) converted, \(totals.skipped) skipped (newer outputs; --force redoes them), "
                + "\(totals.failed) failed, in \(String(format: "%.1f", seconds)) s\n"
            for failure in totals.failures { text += "failed: \(failure.input): \(failure.reason)\n" }
            FileHandle.standardError.write(Data(text.utf8))
        }
        if totals.failed > 0 { throw ExitCode.failure }
    }

    /// One JSON line for a result.
    static func line(_ result: BatchResult) -> String {
        var object: [String: Any] = ["index": result.index, "input": result.job.input, "output": result.job.output,
                                     "seconds": result.seconds]
        switch result.outcome {
        case .converted(let report):
            object["status"] = "converted"
            object["bytes"] = report.byteCount
            object["frames"] = report.frameCount
            if report.outputs.count > 1 { object["outputs"] = report.outputs.count }
            if let sticker = report.sticker { object["sticker"] = StickerReport.json(sticker) }
            if let video = report.video { object["video"] = ["bitrate": video.bitrate, "encodes": video.encodes] }
        case .skipped(let reason):
            object["status"] = "skipped"
            object["reason"] = reason
        case .failed(let reason):
            object["status"] = "failed"
            object["reason"] = reason
        }
        return json(object)
    }

    static func json(_ object: [String: Any]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
