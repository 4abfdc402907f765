/// The bar a render must meet against a reference: a PSNR of at least ``minimumPSNR`` dB and at
/// most ``maximumPercentOver32`` % of the pixels off by more than 32 levels in some channel.
///
/// ``standard`` (35 dB, 1.5 %) is the bar of the golden frames (`../shared/reference`), of
/// `scrollwork diff` and `scrollwork compare`, and of every test that scores against a
/// reference: what a mature renderer meets.
public struct ReferenceBar: Hashable, Sendable {
    /// The least PSNR (dB, as reported: capped at 99) within the bar.
    public var minimumPSNR: Double
    /// The largest share (%) of pixels off by more than 32 levels within the bar.
    public var maximumPercentOver32: Double

    /// A bar of the given PSNR floor and > 32 ceiling.
    public init(minimumPSNR: Double, maximumPercentOver32: Double) {
        self.minimumPSNR = minimumPSNR
        self.maximumPercentOver32 = maximumPercentOver32
    }

    /// PSNR ≥ 35 dB and ≤ 1.5 % of pixels off by > 32 (`index.json`'s `bar`).
    public static let standard = ReferenceBar(minimumPSNR: 35, maximumPercentOver32: 1.5)

    /// Whether a comparison meets the bar.
    public func admits(_ diff: ImageDiff) -> Bool {
        diff.cappedPSNR >= minimumPSNR && diff.percentOver32 <= maximumPercentOver32
    }
}
