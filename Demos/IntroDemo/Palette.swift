import Scrollwork

/// The intro's colours: one mood per page, and the accents drawn over them.
enum Palette {
    /// Page backgrounds, in page order: midnight, deep teal, plum, night blue, ember, forest.
    static let pages = [
        Color(hex: "#141a33")!, Color(hex: "#0e3a45")!, Color(hex: "#34204a")!, Color(hex: "#1d2b52")!,
        Color(hex: "#4a2418")!, Color(hex: "#15352a")!,
    ]
    static let ink = Color(hex: "#f4f1ea")!
    static let mutedInk = Color(red: 0.96, green: 0.95, blue: 0.92, alpha: 0.62)
    static let sun = Color(hex: "#ffc94a")!
    static let coral = Color(hex: "#ff7a5c")!
    static let mint = Color(hex: "#5ee0b8")!
    static let sky = Color(hex: "#7fb2ff")!
    static let lilac = Color(hex: "#c9a2ff")!
    static let trail = Color(red: 1, green: 0.86, blue: 0.55, alpha: 0.55)
}
