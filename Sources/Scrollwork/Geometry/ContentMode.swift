/// How content of one size is placed into an area of another (UIKit's content modes, as
/// lottie-ios uses them): the one fit of Scrollwork, used by Lottie content and players, the
/// CLI's `--size` and the demos.
public enum ContentMode: Hashable, Sendable {
    /// Scaled uniformly to fit inside, centred (letterboxed).
    case scaleAspectFit
    /// Scaled uniformly to cover the whole area, centred (cropped).
    case scaleAspectFill
    /// Stretched to the area (non-uniform).
    case scaleToFill
    /// Unscaled, centred.
    case center
    /// Unscaled, at the top-left corner.
    case topLeft

    /// The transform from content coordinates (`0…content`) to the area's (`0…area`). Empty
    /// or non-finite content, or a scale that is not finite, gives the identity.
    public func transform(content: Size, in area: Size) -> AffineTransform {
        guard content.width > 0, content.height > 0,
              content.width.isFinite, content.height.isFinite else { return .identity }
        let sx = area.width / content.width, sy = area.height / content.height
        let scaleX: Double, scaleY: Double
        switch self {
        case .scaleAspectFit: scaleX = min(sx, sy); scaleY = scaleX
        case .scaleAspectFill: scaleX = max(sx, sy); scaleY = scaleX
        case .scaleToFill: scaleX = sx; scaleY = sy
        case .center, .topLeft: scaleX = 1; scaleY = 1
        }
        guard scaleX.isFinite, scaleY.isFinite else { return .identity }
        if self == .topLeft { return .identity }
        let dx = (area.width - content.width * scaleX) / 2
        let dy = (area.height - content.height * scaleY) / 2
        return AffineTransform(translationX: dx, y: dy) * AffineTransform(scaleX: scaleX, y: scaleY)
    }
}
