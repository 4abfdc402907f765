import Foundation
import ScrollworkCanvas
import Scrollwork

/// Runs a demo executable (built next to the test bundle) and returns its exit status,
/// standard output and standard error.
struct DemoRunner {
    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// The folder SwiftPM builds products into: the test bundle's own folder.
    static var productsDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    static func run(_ name: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent(name)
        process.arguments = arguments
        if let environment { process.environment = environment }
        // Files, not pipes: a demo that writes much to one stream (a sanitizer's report) while
        // the other is being read would block on a full pipe.
        let dir = FileManager.default.temporaryDirectory
        let outURL = dir.appendingPathComponent("demo-out-\(UUID().uuidString)")
        let errURL = dir.appendingPathComponent("demo-err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outURL); try? FileManager.default.removeItem(at: errURL) }
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                      error: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
    }

    /// A fresh temporary PNG path.
    static func temporaryPNG(_ tag: String) -> String {
        NSTemporaryDirectory() + "scrollwork-\(tag)-\(UUID().uuidString).png"
    }
}

extension PremultipliedColor {
    /// Whether the pixel is within `tolerance` levels of an opaque colour, per channel.
    func isClose(to color: Color, tolerance: Int = 6) -> Bool {
        func level(_ c: Double) -> Int { Int((c * 255).rounded()) }
        return abs(Int(r) - level(color.red)) <= tolerance && abs(Int(g) - level(color.green)) <= tolerance
            && abs(Int(b) - level(color.blue)) <= tolerance && a == 255
    }
}
