/// How one shape's sweep lays its rows out in the cell buffer, shared by both threads of a
/// band-parallel sweep: the width of a buffer row, where it starts in device space, how many
/// rows a band holds, and the fill rule.
struct SweepLayout {
    /// Cells per buffer row (whole groups of four) and touched-bit words per row.
    var stride: Int
    var words: Int
    /// The device column of the buffer's first column.
    var colBase: Int
    /// Rows per band: as many as the buffer budget holds.
    var bandRows: Int
    var rule: FillRule
    /// Whether edges must be counted against the cell budget (only when the shape's
    /// crossings exceed it).
    var checksBudget: Bool
    /// The right end of the stored edges (device x).
    var maxX: Float
}
