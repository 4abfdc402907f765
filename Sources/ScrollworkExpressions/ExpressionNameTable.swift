import CDuktape
import ScrollworkLottie

/// The names scripts look layers and compositions up by (`thisComp.layer('Ring')`,
/// `comp('Intro')`), made engine strings once at set-up and kept in the global stash.
///
/// Duktape interns every string, so a name a script passes is the very string made here when
/// it has the same code points: a lookup compares pointers and makes no Swift `String` (a
/// frame allocates nothing). Names match as ECMAScript's `===` does, as lottie-web's lookups do.
struct ExpressionNameTable {
    /// Each composition's layer names, by position (nil: the layer has none).
    private var layerNames: [[UnsafeMutableRawPointer?]] = []
    /// Each composition's name and asset id.
    private var compNames: [(name: UnsafeMutableRawPointer?, id: UnsafeMutableRawPointer?)] = []

    /// An empty table (no names match).
    init() {}

    /// The names of `scene`, made strings of `engine`'s heap and kept in its global stash (`names`).
    init(_ scene: ExpressionScene, engine: JSEngine) {
        let ctx = engine.context
        duk_push_global_stash(ctx)
        duk_push_array(ctx)
        var kept: duk_uarridx_t = 0
        func intern(_ text: String?) -> UnsafeMutableRawPointer? {
            guard var text else { return nil }
            text.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { _ = duk_push_lstring(ctx, $0.baseAddress, $0.count) }
            }
            let pointer = duk_get_heapptr(ctx, -1)
            duk_put_prop_index(ctx, -2, kept)
            kept += 1
            return pointer
        }
        for comp in scene.comps {
            layerNames.append(comp.layers.map { intern($0.name) })
            compNames.append((intern(comp.name), intern(comp.id)))
        }
        duk_put_prop_string(ctx, -2, "names")
        duk_pop(ctx)
    }

    /// The first layer of composition `comp` named by the engine string `name`.
    func layer(in comp: Int, named name: UnsafeMutableRawPointer) -> Int? {
        guard layerNames.indices.contains(comp) else { return nil }
        return layerNames[comp].firstIndex { $0 == name }
    }

    /// The first composition whose name or asset id is the engine string `name`.
    func comp(named name: UnsafeMutableRawPointer) -> Int? {
        compNames.firstIndex { $0.name == name || $0.id == name }
    }
}
