/// The one check Scrollwork applies to file names from untrusted input — entries of a
/// `.lottie` archive or of an animation package, an image asset's folder and file name — before
/// they touch the file system.
package enum SafeRelativePath {
    /// `path` as a clean relative path (components joined by `/`), or nil when it is empty,
    /// absolute, climbs out with `..`, or holds a backslash or a NUL byte. `.` and empty
    /// components are dropped.
    package static func clean(_ path: String) -> String? {
        guard !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return nil }
        var kept: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." { return nil }
            kept.append(component)
        }
        return kept.isEmpty ? nil : kept.joined(separator: "/")
    }
}
