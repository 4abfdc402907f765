import ArgumentParser
import ScrollworkLottie

/// The frames `scrollwork bench` times.
enum FrameOrder: String, ExpressibleByArgument, CaseIterable {
    case spaced, sequential, random

    /// `count` frames of `animation` in this order (random ones from a fixed seed, so runs compare).
    func frames(_ count: Int, in animation: LottieAnimation) -> [Double] {
        switch self {
        case .spaced:
            return FrameSelection.evenlySpaced(count, in: animation)
        case .sequential:
            let span = max(animation.outPoint - animation.inPoint, 1)
            return (0..<count).map { animation.inPoint + Double($0).truncatingRemainder(dividingBy: span) }
        case .random:
            var state: UInt64 = 0x5EED
            let span = max(animation.outPoint - 1 - animation.inPoint, 0)
            return (0..<count).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return animation.inPoint + Double(state >> 11) / Double(1 << 53) * span
            }
        }
    }
}
