import Foundation
import ScrollworkCanvas

/// Runs the built `scrollwork` executable (it sits next to the test bundle) and captures its
/// exit status, standard output and standard error.
struct CLIRunner {
    struct Result {
        var status: Int32
        /// False when the process died from a signal (a trap): never acceptable.
        var exitedNormally: Bool
        var output: String
        var error: String
    }

    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("scrollwork")
    }

    static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let dir = FileManager.default.temporaryDirectory
        let outURL = dir.appendingPathComponent("cli-out-\(UUID().uuidString)")
        let errURL = dir.appendingPathComponent("cli-err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outURL); try? FileManager.default.removeItem(at: errURL) }
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, exitedNormally: process.terminationReason == .exit,
                      output: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                      error: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }
}

/// A scratch folder with a small generated Lottie file: a 64×64 composition, frames 0 ..< 10,
/// a 32×32 red solid moving from x = 0 to x = 32 over a white-free (transparent) background.
struct Scratch {
    let dir: String
    let lottie: String

    init() throws {
        dir = NSTemporaryDirectory() + "scrollwork-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        lottie = dir + "/square.json"
        let json = """
        {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 64, "h": 48, "layers": [
          {"ty": 1, "ind": 1, "ip": 0, "op": 10, "st": 0, "sw": 32, "sh": 32, "sc": "#ff0000",
           "ks": {"o": {"a": 0, "k": 100},
                  "p": {"a": 1, "k": [{"t": 0, "s": [0, 8, 0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}},
                                      {"t": 9, "s": [32, 8, 0]}]},
                  "a": {"a": 0, "k": [0, 0, 0]}, "s": {"a": 0, "k": [100, 100, 100]}, "r": {"a": 0, "k": 0}}}]}
        """
        try json.write(toFile: lottie, atomically: true, encoding: .utf8)
    }

    func path(_ name: String) -> String { dir + "/" + name }

    func remove() { try? FileManager.default.removeItem(atPath: dir) }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    func files(under sub: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path(sub))) ?? []).sorted()
    }
}

/// The shared corpus beside the repository, or nil (tests that need it say so).
let sharedFolder: String? = {
    let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")
    return FileManager.default.fileExists(atPath: shared.appendingPathComponent("reference/index.json").path) ? shared.path : nil
}()

func readPNG(_ path: String) throws -> Pixmap { try PNG.read(from: path) }

func jsonObject(_ text: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
}
