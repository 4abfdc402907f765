import Crypto
import Foundation

/// The SHA-256 of bytes fed as they arrive (swift-crypto's `SHA256`), as the lowercase hex
/// text that catalogues and the index store.
struct SHA256Checksum: Sendable {
    private var hasher = SHA256()

    init() {}

    /// The hex digest of `bytes` in one go.
    static func hex(of bytes: some DataProtocol) -> String {
        var checksum = SHA256Checksum()
        checksum.update(bytes)
        return checksum.finalizeHex()
    }

    /// Feeds more bytes.
    mutating func update(_ bytes: some DataProtocol) {
        hasher.update(data: bytes)
    }

    /// The digest of everything fed so far, as 64 lowercase hex digits.
    func finalizeHex() -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in hasher.finalize() {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
