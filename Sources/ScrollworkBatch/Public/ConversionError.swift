import ScrollworkExport
import ScrollworkLottie

/// Why a file could not be converted; every case reads as one line (``description``), and
/// no output of the file is left behind.
public enum ConversionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is not an animation, or could not be read.
    case unreadable(LottieError)
    /// The exporter failed.
    case export(ExportError)
    /// The output could not be written.
    case cannotWrite(path: String, reason: String)
    /// The conversion asks for something out of range.
    case invalid(String)

    /// One readable line.
    public var description: String {
        switch self {
        case .unreadable(let e): e.description
        case .export(let e): e.description
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        case .invalid(let message): message
        }
    }
}
