import Testing
import ScrollworkLottie

/// The one check on untrusted file names (archive entries, package entries, image paths).
@Suite struct SafeRelativePathTests {
    @Test(arguments: [
        ("images/img_0.png", "images/img_0.png"),
        ("./images//img_0.png", "images/img_0.png"),
        ("a/./b/", "a/b"),
        ("data.json", "data.json"),
    ])
    func cleanNamesAreKept(_ c: (String, String)) {
        #expect(SafeRelativePath.clean(c.0) == c.1)
    }

    @Test(arguments: ["", "/etc/passwd", "../secret", "a/../../b", "a/..", "a\\b", "a\u{0}b", ".", "./", "//"])
    func escapingOrEmptyNamesAreRefused(_ name: String) {
        #expect(SafeRelativePath.clean(name) == nil)
    }

    @Test func imageAssetsTakeALeadingSlashAsTheAnimationsFolder() {
        #expect(LottieImageAsset.safeRelativePath(directory: "/images/", name: "a.png") == "images/a.png")
        #expect(LottieImageAsset.safeRelativePath(directory: "images", name: "a.png") == "images/a.png")
        #expect(LottieImageAsset.safeRelativePath(directory: "../", name: "a.png") == nil)
        #expect(LottieImageAsset.safeRelativePath(directory: "", name: "..\\a.png") == nil)
    }
}
