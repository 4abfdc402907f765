// ScrubValues: a small JazzHands-style intro built with Scrollwork's public API, scrubbed at a
// series of scroll offsets and printed as a table. Every value is a pure function of the offset.
//
//   swift run -c release ScrubValues
import Scrollwork

/// A stand-in for a view: the properties an intro animates.
final class Sprite {
    var alpha = 1.0
    var transform = TransformComponents()
    var isHidden = false
    var tint = Color.white
}

let pageWidth = 320.0
let paging = Paging(pageSize: pageWidth, pageCount: 4)
let logo = Sprite()
let animator = Animator()

// Page 0 → 1: the logo fades in and slides to the centre, overshooting a little.
let fade = Animation(logo, \.alpha)
fade.set(0, at: 0, easing: .easeOutQuad)
fade.set(1, at: 1)
animator.add(fade)

let slide = Animation(logo) { (s: Sprite, p: Point) in s.transform.position = p }  // fast setter binding
slide.set(Point(x: -100, y: 200), at: 0, easing: .easeOutBack)
slide.set(Point(x: 160, y: 200), at: 1)
slide.set(Point(x: 160, y: 80), at: 2, easing: .cubicBezier(0.42, 0, 0.58, 1))
slide.set(Point(x: 160, y: 80), at: 3)
animator.add(slide)

// Page 1 → 2: it turns a quarter clockwise and grows; the order of these animations does not
// matter — the transform is composed once, in one canonical order.
let spin = Animation(logo) { (s: Sprite, r: Double) in s.transform.rotation = r }
spin.set(0, at: 1, easing: .easeInOutCubic)
spin.set(Double.pi / 2, at: 2)
animator.add(spin)

let grow = Animation(logo) { (s: Sprite, k: Point) in s.transform.scale = k }
grow.set(Point(x: 1, y: 1), at: 1, easing: .spring(duration: 0.5, bounce: 0.3))
grow.set(Point(x: 2, y: 2), at: 2)
animator.add(grow)

// Page 2 → 3: the tint shifts; from page 3 on the logo is hidden (a jump pair at 3).
let tint = Animation(logo, \.tint)
tint.set(Color.white, at: 2, easing: .steps(4, .jumpEnd))
tint.set(Color(red: 1, green: 0.5, blue: 0), at: 3)
animator.add(tint)

let hide = Animation(logo, \.isHidden)
hide.set(false, at: 0)
hide.set(false, at: 3)
hide.set(true, at: 3)
animator.add(hide)

func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : String(repeating: " ", count: width - s.count) + s
}
func fixed(_ v: Double, _ digits: Int = 3) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let r = (v * scale).rounded() / scale
    var text = "\(r == 0 ? 0 : r)"
    if let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
    } else {
        text += "." + String(repeating: "0", count: digits)
    }
    return text
}

let header = ["offset", "page", "alpha", "x", "y", "rot°", "scale", "tint r,g,b", "hidden", "origin →"]
let widths = [7, 6, 6, 8, 8, 7, 6, 16, 6, 18]
print(zip(header, widths).map { pad($0, $1) }.joined(separator: " "))
var offset = -80.0
while offset <= 1120 {
    let page = paging.page(at: offset)
    animator.animate(at: page)
    let t = logo.transform
    let origin = t.matrix.apply(Point(x: 10, y: 0))
    let row = [
        fixed(offset, 0), fixed(page, 3), fixed(logo.alpha), fixed(t.position.x, 1), fixed(t.position.y, 1),
        fixed(t.rotation * 180 / Double.pi, 1), fixed(t.scale.x), "\(fixed(logo.tint.red, 2)),\(fixed(logo.tint.green, 2)),\(fixed(logo.tint.blue, 2))",
        logo.isHidden ? "yes" : "no", "(\(fixed(origin.x, 1)), \(fixed(origin.y, 1)))",
    ]
    print(zip(row, widths).map { pad($0, $1) }.joined(separator: " "))
    offset += 80
}
print("\n(origin → is where the sprite's local point (10, 0) lands: T(position)·R(rotation)·S(scale).)")
