import Scrollwork

/// How a composition is placed into a drawing area of another size (UIKit's content modes, as
/// lottie-ios uses them).
public enum LottieContentMode: Hashable, Sendable {
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

    /// The transform from composition coordinates to the area's for content of `content` size
    /// drawn into `area`. Empty content gives the identity.
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
