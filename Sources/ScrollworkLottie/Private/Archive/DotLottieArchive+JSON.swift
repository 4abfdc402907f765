extension DotLottieArchive {
    /// The JSON bytes of the animation the archive plays first (its images and fonts stay in
    /// the archive).
    func activeAnimationJSON() throws(LottieError) -> [UInt8] {
        var archive = self
        return try archive.read(try archive.activeAnimationPath())
    }
}
