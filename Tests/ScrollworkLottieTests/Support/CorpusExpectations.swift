@testable import ScrollworkLottie

/// What each corpus file is expected to do when read: every file loads except these, which
/// fail with this kind of error at this JSON path. A file that starts failing (or one of these
/// that starts loading, or fails differently) is a change to look at: update this list with it.
enum CorpusExpectations {
    static let failures: [String: (kind: LottieError.Kind, path: String)] = [
        // An image sequence's frame list beside a real animation, not an animation itself.
        "lottie-web/test/animations/footage/images/footage_0.json": (.missingField, "$.layers"),
    ]
}
