/// A data asset (`assets[]` with `t: 3`, After Effects' "footage" data): a JSON file beside the
/// animation that a data layer (`ty: 15`) shows to expressions as
/// `thisComp.layer(name)('Data')('Outline')(key)…`. It draws nothing.
///
/// ``LottieReader`` reads and validates the file while loading (``json``); one that cannot be
/// located or is not JSON is a ``Diagnostic`` at the asset's `p`, and expressions reading it
/// fall back to their property's own value.
public struct LottieDataAsset: Hashable, Sendable {
    /// The asset id (`id`) that data layers reference.
    public package(set) var id: String
    /// Where the JSON bytes are (a file beside the animation, a `data:` URL or an archive entry).
    public package(set) var source: LottieImageAsset.Source
    /// The JSON path of the asset (`$.assets[2]`), for diagnostics.
    public package(set) var jsonPath: String
    /// The JSON text, set by ``LottieReader`` once it has read and validated it; `nil` until
    /// then, or when it could not be (a diagnostic says why).
    public package(set) var json: String?

    /// Creates a data asset (not read yet: ``json`` is `nil`).
    package init(id: String, source: LottieImageAsset.Source, jsonPath: String = "$") {
        self.id = id
        self.source = source
        self.jsonPath = jsonPath
        self.json = nil
    }
}
