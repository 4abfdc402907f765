import Testing
@testable import ScrollworkPackages

/// SHA-256 (swift-crypto, as the store uses it) against the FIPS 180-4 / NIST example vectors,
/// in one go and fed in pieces as downloads and file reads feed it.
@Suite struct ChecksumTests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ])
    func vectors(message: String, digest: String) {
        #expect(SHA256Checksum.hex(of: Array(message.utf8)) == digest)
    }

    /// One million "a", fed 1,000 bytes at a time (the streamed case).
    @Test func oneMillionAs() {
        var hasher = SHA256Checksum()
        let chunk = [UInt8](repeating: 0x61, count: 1000)
        for _ in 0..<1000 { hasher.update(chunk) }
        #expect(hasher.finalizeHex() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// The NIST two-block vector fed in pieces that split it at and around the 64-byte block
    /// boundary gives the published digest.
    @Test(arguments: [1, 7, 55, 56, 63, 64, 65, 100])
    func streamedVector(chunk: Int) {
        let message = Array("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu".utf8)
        var hasher = SHA256Checksum()
        var i = 0
        while i < message.count { hasher.update(message[i..<min(i + chunk, message.count)]); i += chunk }
        #expect(hasher.finalizeHex() == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    /// Feeding in pieces of any size gives the one-shot digest (block boundaries 55, 56, 63, 64, 65).
    @Test(arguments: [1, 7, 55, 56, 63, 64, 65, 200])
    func chunkedEqualsOneShot(chunk: Int) {
        let bytes = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        var hasher = SHA256Checksum()
        var i = 0
        while i < bytes.count { hasher.update(bytes[i..<min(i + chunk, bytes.count)]); i += chunk }
        #expect(hasher.finalizeHex() == SHA256Checksum.hex(of: bytes))
    }
}
