/// Input the host does not consume itself, handed to the application.
public enum HostEvent: Sendable, Equatable {
    /// A key was pressed that the host does not use for scrolling; its SDL name ("Space",
    /// "Return", "P"…).
    case key(String)
    /// A file was dropped on the window (its path).
    case fileDropped(String)
    /// The left button went down at a point of the window (points from its top-left corner).
    case pointerDown(x: Double, y: Double)
    /// The left button went up at a point of the window.
    case pointerUp(x: Double, y: Double)
    /// The pointer moved to a point of the window (with or without a button held).
    case pointerMove(x: Double, y: Double)
}
