/// Input the host does not consume itself, handed to the application.
public enum HostEvent: Sendable, Equatable {
    /// A key was pressed that the host does not use for scrolling; its SDL name ("Space",
    /// "Return", "P"…).
    case key(String)
    /// A file was dropped on the window (its path).
    case fileDropped(String)
}
