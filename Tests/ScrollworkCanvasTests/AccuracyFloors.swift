import ScrollworkImageDiff
#if canImport(Glibc)
import Glibc
#endif

/// The accuracy ratchet of the canvas scenes: each scene's score against its ThorVG golden may
/// not fall below the committed floor in `Goldens/floors.txt` (PSNR floor in dB, ceiling on the
/// % of pixels off by > 8). Floors only go up:
/// `SCROLLWORK_UPDATE_RATCHET=1 swift test -c release --filter AccuracyTests` raises each floor
/// to today's score (less 0.01 dB, plus 0.002 %, the slack refactors may use).
struct AccuracyFloor: Equatable {
    var psnr: Double
    var percentOver8: Double

    /// The floor today's score allows: 0.01 dB under the PSNR and 0.002 % (five pixels of
    /// 512×512) over the > 8 share, rounded outwards to what the file keeps.
    init(score: ImageDiff) {
        psnr = ((score.cappedPSNR - 0.01) * 100).rounded(.down) / 100
        percentOver8 = ((score.percentOver8 + 0.002) * 1000).rounded(.up) / 1000
    }

    init(psnr: Double, percentOver8: Double) {
        self.psnr = psnr
        self.percentOver8 = percentOver8
    }

    /// This floor, raised where `score` allows a higher one (never lowered).
    func raised(by score: ImageDiff) -> AccuracyFloor {
        let today = AccuracyFloor(score: score)
        return AccuracyFloor(psnr: max(psnr, today.psnr), percentOver8: min(percentOver8, today.percentOver8))
    }
}

enum AccuracyFloors {
    static let path = Support.goldens + "/floors.txt"
    static let updateVariable = "SCROLLWORK_UPDATE_RATCHET"
    static let updateCommand = "\(updateVariable)=1 swift test -c release --filter AccuracyTests"
    static var isUpdating: Bool { getenv(updateVariable).map { String(cString: $0) == "1" } ?? false }

    /// The committed floors by scene name (empty when the file is missing).
    static let committed: [String: AccuracyFloor] = {
        var floors: [String: AccuracyFloor] = [:]
        for line in (readText(path) ?? "").split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count == 3, let psnr = Double(fields[1]), let over8 = Double(fields[2]) else { continue }
            floors[String(fields[0])] = AccuracyFloor(psnr: psnr, percentOver8: over8)
        }
        return floors
    }()

    /// The file's text for `floors`, one scene a line, sorted.
    static func text(_ floors: [String: AccuracyFloor]) -> String {
        var text = """
            # Accuracy ratchet of the canvas scenes (AccuracyTests): scene, PSNR floor (dB) and
            # ceiling on the % of pixels off by > 8 against its ThorVG golden. Floors only rise:
            # \(updateCommand)

            """
        for name in floors.keys.sorted() {
            let f = floors[name]!
            text += "\(name) \(Support.fixed(f.psnr, 2)) \(Support.fixed(f.percentOver8, 3))\n"
        }
        return text
    }

    static func readText(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n == 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func writeText(_ text: String, to path: String) -> Bool {
        guard let file = fopen(path, "w") else { return false }
        defer { fclose(file) }
        let bytes = Array(text.utf8)
        return fwrite(bytes, 1, bytes.count, file) == bytes.count
    }
}
