import Foundation
import Testing
// The code of ScrollworkLottie's DocC articles, verbatim between the markers (the import lines
// and the helpers are this file's own).
import Scrollwork
import ScrollworkCanvas
import ScrollworkExpressions
import ScrollworkLottie

@Suite(.serialized) struct ArticleExampleTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    @Test("Incremental rendering")
    func incrementalRendering() throws {
        #expect(FileManager.default.changeCurrentDirectoryPath(Self.packageRoot))
        // IncrementalRendering.md
        let animation = try LottieReader().read(contentsOfFile: "Demos/IntroDemo/Resources/orbit.json")
        let renderer = LottieRenderer(animation)
        let canvas = try Canvas(width: 240, height: 240)
        var uploaded = 0
        for frame in stride(from: animation.inPoint, to: animation.outPoint, by: 1) {
            let changed = renderer.renderIncrementally(frame: frame, into: canvas, scale: 1, background: .white)
            uploaded += changed.width * changed.height      // a window uploads only this rectangle
        }
        // end
        let frames = Int(animation.outPoint - animation.inPoint)
        #expect(uploaded > 0 && uploaded <= frames * 240 * 240, "\(uploaded) pixels uploaded over \(frames) frames")
        let whole = Canvas(try Pixmap(width: 240, height: 240, color: .white))
        LottieRenderer(animation).render(frame: animation.outPoint - 1, into: whole, scale: 1)
        #expect(whole.pixmap == canvas.pixmap)
    }

    @Test("Playing files from strangers", arguments: [#"{"v": "5.7", "fr": 30, "ip": 0, "op": 10, "w": 64, "h": 64, "layers": []}"#,
                                                      #"{"fr": 30, "layers": [}"#])
    func playingFilesFromStrangers(_ text: String) {
        let untrusted = Array(text.utf8)
        var reported: [String] = []
        func report(_ diagnostics: [Diagnostic]) { reported += diagnostics.map(\.description) }
        func report(_ error: any Error) { reported.append("error: \(error)") }
        // PlayingFilesFromStrangers.md
        var limits = LottieLimits()
        limits.maxFileSize = 4 << 20                 // refuse files over 4 MiB
        limits.maxExpressionSeconds = 0.05           // CPU time for one evaluation
        let reader = LottieReader(limits: limits)
        do {
            let animation = try reader.read(json: untrusted)
            let notDrawn = animation.diagnostics.filter { $0.severity == .warning }
            let renderer = LottieRenderer(animation, options: .init(expressions: .javaScript, limits: limits))
            let canvas = try Canvas(width: 256, height: 256)
            renderer.render(frame: animation.inPoint, into: canvas, size: Size(width: 256, height: 256),
                            contentMode: .scaleAspectFit)
            report(notDrawn + renderer.expressionDiagnostics)
        } catch {
            report(error)                             // a LottieError: what, where, why
        }
        // end
        #expect(text.hasPrefix(#"{"v""#) ? reported.isEmpty : reported.first?.hasPrefix("error: ") == true, "\(reported)")
    }

    /// Each Swift line of the articles' examples is a line of this file (indentation aside).
    @Test func theArticlesHoldThisCode() throws {
        let test = Set(try String(contentsOfFile: #filePath, encoding: .utf8).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) })
        for article in ["IncrementalRendering", "PlayingFilesFromStrangers"] {
            let text = try String(contentsOfFile: Self.packageRoot + "/Sources/ScrollworkLottie/ScrollworkLottie.docc/\(article).md",
                                  encoding: .utf8)
            let code = try #require(text.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
            for line in code.split(separator: "\n") {
                let line = line.trimmingCharacters(in: .whitespaces)
                #expect(line.isEmpty || test.contains(line), "\(article): \(line)")
            }
        }
    }
}
