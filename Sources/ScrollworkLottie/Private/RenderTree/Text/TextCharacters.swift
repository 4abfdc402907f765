extension LottieTextDocument {
    /// The size of a small capital, as a share of the document's size (the size After Effects
    /// synthesises small caps at when a font has none of its own).
    static let smallCapScale = 0.7

    /// The characters as drawn, one per grapheme cluster (`"\r\n"` is one line break): caps
    /// applied, each flagged when it is a small capital (a lower-case letter set as a capital
    /// at ``smallCapScale``).
    func displayedCharacters() -> [(character: Character, isSmallCap: Bool)] {
        var result: [(character: Character, isSmallCap: Bool)] = []
        result.reserveCapacity(text.count)
        for c in text {
            switch caps {
            case .regular:
                result.append((c, false))
            case .allCaps:
                for u in c.uppercased() { result.append((u, false)) }
            case .smallCaps:
                let upper = c.uppercased()
                let small = upper != String(c)
                for u in upper { result.append((u, small)) }
            }
        }
        return result
    }
}
