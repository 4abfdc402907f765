/// JSON text written as it goes, from Swift values: the layer and composition descriptions
/// handed to the expression library. (A parsed tree is written by ``JSONWriter``.)
final class JSONText {
    private(set) var text = ""
    private var needsComma = false

    func object(_ body: () -> Void) {
        comma()
        text += "{"
        needsComma = false
        body()
        text += "}"
        needsComma = true
    }

    func array(_ key: String, _ body: () -> Void) {
        comma()
        text += JSONWriter.quoted(key) + ":["
        needsComma = false
        body()
        text += "]"
        needsComma = true
    }

    func field(_ key: String, _ value: String?) {
        guard let value else { return }
        comma()
        text += JSONWriter.quoted(key) + ":" + JSONWriter.quoted(value)
    }

    func field(_ key: String, _ value: Double) {
        comma()
        text += JSONWriter.quoted(key) + ":" + (value.isFinite ? "\(value)" : "0")
    }

    func field(_ key: String, _ value: Int?) {
        guard let value else { return }
        comma()
        text += JSONWriter.quoted(key) + ":\(value)"
    }

    func raw(_ key: String, _ json: String) {
        comma()
        text += JSONWriter.quoted(key) + ":" + json
    }

    private func comma() {
        if needsComma { text += "," }
        needsComma = true
    }
}
