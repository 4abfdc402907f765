import Foundation
import Scrollwork
import ScrollworkCanvas
import ScrollworkExport

/// A scratch folder, removed at the end of a test.
struct Folder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "scrollwork-export-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { path + "/" + name }

    var files: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// A test animation: a disc of `color` moving across, with a semi-transparent antialiased
/// edge, over transparency.
func movingDisc(_ color: Color = Color(red: 0.9, green: 0.2, blue: 0.1)) -> @Sendable () -> ExportFrameDrawer {
    {
        { time, canvas in
            let cx = 12 + time * 4
            canvas.fill(Path(ellipseIn: Rect(x: cx - 10, y: 6, width: 20, height: 20)), color: color)
        }
    }
}
