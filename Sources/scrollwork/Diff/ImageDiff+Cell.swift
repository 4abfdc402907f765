import Foundation
import ScrollworkImageDiff

extension ImageDiff {
    /// One cell as compare_dir.py prints it: `@30:  47.1 dB >8 0.34% >32 0.03%` (+ ` OUT`).
    func cell(frame: String) -> String {
        String(format: "@%@: %5.1f dB >8 %.2f%% >32 %.2f%%", frame, cappedPSNR, percentOver8, percentOver32)
            + (withinBar ? "" : " OUT")
    }
}
