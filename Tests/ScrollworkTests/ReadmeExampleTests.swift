import Testing
// The README's "The core in ten lines", verbatim (the `import Scrollwork` line is this file's own).
import Scrollwork

@Suite struct ReadmeExampleTests {
    @Test func theCoreInTenLines() {
        final class Logo { var alpha = 0.0; var transform = TransformComponents() }
        let logo = Logo(), animator = Animator()
        let fade = Animation(logo, \.alpha)                        // key-path binding
        fade[0] = 0; fade[320] = 1                                 // fade in over the first 320 points of scroll
        let spin = Animation(logo) { $0.transform.rotation = $1 }  // fast setter binding
        spin.set(0, at: 0, easing: .easeInOutBack); spin.set(.pi, at: 640)
        animator.add(fade); animator.add(spin)
        animator.animate(at: 160)                                  // scroll offset 160 → logo.alpha == 0.5

        #expect(logo.alpha == 0.5)
        #expect(abs(logo.transform.rotation - .pi * Easing.easeInOutBack.value(at: 0.25)) < 1e-12)
        #expect(logo.transform.rotation < 0)  // back easing dips before it turns
    }

    /// Guards against the README and this file drifting apart: the README's code block lines
    /// must all appear in this file.
    @Test func readmeBlockMatchesThisFile() throws {
        // The real path: Tests/ThreadSanitizer reaches this folder through a symbolic link.
        let me = realPath(#filePath)
        let root = String(me.dropLast("Tests/ScrollworkTests/ReadmeExampleTests.swift".count))
        let readme = try #require(readText(root + "docs/GUIDE.md"), "docs/GUIDE.md not found at \(root)")
        let text = try #require(readText(me))
        let readmeLines = readme.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters() }
        let heading = try #require(readmeLines.firstIndex(of: "## The core in ten lines"), "docs/GUIDE.md has no \"The core in ten lines\" section")
        let open = try #require(readmeLines[heading...].firstIndex(of: "```swift"))
        let close = try #require(readmeLines[(open + 1)...].firstIndex(of: "```"))
        let lines = Array(readmeLines[(open + 1)..<close])
        #expect(lines.count <= 10)
        let mine = Set(text.split(separator: "\n").map { $0.trimmingCharacters() })
        for line in lines where !line.isEmpty {
            #expect(mine.contains(line), "README line not in the test: \(line)")
        }
    }
}

private extension Substring {
    func trimmingCharacters() -> String {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `path` with every symbolic link resolved (itself when it does not exist).
func realPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
}

/// Reads a whole text file with libc (the core tests do not use Foundation).
func readText(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = fread(&buffer, 1, buffer.count, file)
        if n <= 0 { break }
        bytes.append(contentsOf: buffer[0..<n])
    }
    return String(decoding: bytes, as: UTF8.self)
}
