/// A pre-flight walk over a ZIP archive's end record, central directory and local headers
/// that refuses any offset or size pointing past the end of the bytes.
///
/// ZIPFoundation's in-memory archive (`Archive(data:)`) traps when it is made to seek past
/// the end of its data and read ("Range requires lowerBound <= upperBound"), and leaks its
/// copy of the bytes when it cannot read the end record; its file-backed archive leaks a
/// path on Linux. So `.lottie` bytes are checked here first, walking
/// the same structures in the same order ZIPFoundation does (found by fuzzing; see
/// Tests/ScrollworkLottieTests/Regressions/ArchiveOffsetRegressionTests.swift). ZIP64
/// records are refused: a `.lottie` is far below 4 GiB. The data locations found here are
/// what ``DotLottieArchive`` inflates from (ZIPFoundation's own extraction loops forever on
/// a deflate stream that does not end before the file does).
enum ZIPBounds {
    /// Why an archive was refused, for the error message.
    struct Violation: Error {
        let reason: String
    }

    /// Where one entry's data lie, in central directory order (the order ZIPFoundation lists
    /// its entries in).
    struct Item: Sendable {
        /// The compression method (0 stored, 8 deflate).
        let method: Int
        /// The offset of the entry's data.
        let dataOffset: Int
        /// The size of the data as stored.
        let compressedSize: Int
        /// The size of the data once inflated.
        let uncompressedSize: Int
    }

    /// Checks `bytes`, returning where every entry's data lie; throws a ``Violation`` naming
    /// the first field that points outside.
    static func check(_ bytes: [UInt8]) throws(Violation) -> [Item] {
        let count = bytes.count
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        func signature(_ at: Int, _ third: UInt8, _ fourth: UInt8) -> Bool {
            at >= 0 && at + 4 <= count && bytes[at] == 0x50 && bytes[at + 1] == 0x4B && bytes[at + 2] == third && bytes[at + 3] == fourth
        }
        // The end record: the last PK\5\6 that leaves room for its 22 bytes (ZIPFoundation
        // scans backwards from there through the whole file).
        guard count >= 22, let end = stride(from: count - 22, through: 0, by: -1).first(where: { signature($0, 5, 6) }) else {
            throw Violation(reason: "no end of central directory record")
        }
        // Its comment must fit too: ZIPFoundation gives up on a record whose comment does not,
        // and then leaks the archive's copy of the bytes.
        guard end + 22 + u16(end + 20) <= count else { throw Violation(reason: "the archive comment runs past the end") }
        if signature(end - 20, 6, 7) { throw Violation(reason: "ZIP64 archives are not supported") }
        let entries = u16(end + 10)
        var directory = u32(end + 16)
        var items: [Item] = []
        items.reserveCapacity(entries)
        for index in 0..<entries {
            // A central directory header: 46 bytes, then name, extra field and comment.
            guard directory + 46 <= count, signature(directory, 1, 2) else {
                throw Violation(reason: "central directory entry \(index) lies outside the archive")
            }
            let flags = u16(directory + 8), method = u16(directory + 10)
            let compressed = u32(directory + 20), uncompressed = u32(directory + 24)
            let nameLength = u16(directory + 28), extraLength = u16(directory + 30), commentLength = u16(directory + 32)
            let local = u32(directory + 42)
            let next = directory + 46 + nameLength + extraLength + commentLength
            guard next <= count else { throw Violation(reason: "central directory entry \(index) runs past the end") }
            // ZIP64 extended information (header id 1) would replace sizes and offsets.
            var field = directory + 46 + nameLength
            let extraEnd = field + extraLength
            while field + 4 <= extraEnd {
                if u16(field) == 1 { throw Violation(reason: "ZIP64 entries are not supported") }
                field += 4 + u16(field + 2)
            }
            // The local header and the entry's data (and its data descriptor) must fit.
            guard local + 30 <= count, signature(local, 3, 4) else {
                throw Violation(reason: "entry \(index)'s local header lies outside the archive")
            }
            let data = local + 30 + u16(local + 26) + u16(local + 28)
            let stored = method == 0 ? uncompressed : compressed
            guard data <= count, stored <= count - data, compressed <= count - data else {
                throw Violation(reason: "entry \(index)'s data run past the end of the archive")
            }
            if flags & (1 << 3) != 0, data + stored + 16 > count {
                throw Violation(reason: "entry \(index)'s data descriptor lies outside the archive")
            }
            items.append(Item(method: method, dataOffset: data, compressedSize: compressed, uncompressedSize: uncompressed))
            directory = next
        }
        return items
    }
}
