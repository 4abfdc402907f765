import Scrollwork

/// JazzHands' animated paging scroll view without UIKit: `pageCount` pages side by side, each
/// `pageSize` wide, scrolled horizontally; **time is the fractional page offset** (0 = first
/// page shown, 1.5 = halfway between the second and third), from the core's `Paging`.
///
/// ```swift
/// let intro = PagedScene(pageCount: 3, pageSize: Size(width: 320, height: 480))
/// let logo = Node(.ellipse, size: Size(width: 80, height: 80))
/// intro.addChild(logo)
/// intro.keep(logo, onPages: [0, 1], atTimes: [0, 1])   // stays on screen over pages 0 → 1
/// intro.scroll(to: 160)                                 // time 0.5
/// ```
///
/// ``root`` is the viewport (what a ``SceneRenderer`` draws); ``content`` is the strip of pages
/// inside it, moved left as the scene scrolls. Nodes added with ``addChild(_:)`` live on the
/// strip, in page coordinates (page `n` spans x = n·width … (n+1)·width). The ``animator``
/// evaluates everything at the page time on every ``scroll(to:)``.
///
/// Not `Sendable`; it lives in one isolation domain with its nodes.
public final class PagedScene {
    /// The viewport: one page in size; render this.
    public let root: Node
    /// The strip of pages inside the viewport (scrolled by ``scroll(to:)``).
    public let content: Node
    /// The animations of the scene, evaluated at the page time.
    public let animator = Animator()
    /// The number of pages.
    public private(set) var pageCount: Int
    /// The size of one page (and of the viewport).
    public private(set) var pageSize: Size
    /// The scroll offset, points.
    public private(set) var offset: Double = 0

    /// A scene of `pageCount` pages (at least 1) of `pageSize` (non-finite or negative sizes
    /// count as 0; a zero width pages by 1 point).
    public init(pageCount: Int, pageSize: Size) {
        self.pageCount = max(pageCount, 1)
        self.pageSize = PagedScene.sanitized(pageSize)
        root = Node(.group, name: "viewport", anchorPoint: .zero)
        content = Node(.group, name: "pages", anchorPoint: .zero)
        root.addChild(content)
        layoutContainers()
    }

    /// The paging driver for the current page size.
    public var paging: Paging { Paging(pageSize: pageSize.width, pageCount: pageCount) }

    /// The current time: the fractional page shown (clamped to the pages).
    public var time: Double { paging.page(at: offset) }

    /// Adds a node to the strip of pages.
    public func addChild(_ node: Node) { content.addChild(node) }

    /// Adds an animation (evaluated at the page time).
    public func add(_ animation: any Animatable) { animator.add(animation) }

    /// Scrolls to `offset` points (clamped to the pages) and evaluates the animations there.
    public func scroll(to offset: Double) {
        let maxOffset = Double(pageCount - 1) * pageSize.width
        self.offset = offset.isFinite ? min(max(offset, 0), maxOffset) : 0
        content.position = Point(x: -self.offset, y: 0)
        animator.animate(at: time)
    }

    /// Scrolls so that `page` (fractional) is shown.
    public func show(page: Double) { scroll(to: paging.offset(ofPage: page)) }

    /// Keeps `node` on `page` whatever the time: its edge or centre (per `alignment`, plus
    /// `offset` points) lines up with the page's. Follows page-size changes.
    @discardableResult
    public func keep(_ node: Node, onPage page: Double, alignment: PageAlignment = .center,
                     offset: Double = 0) -> PageKeepAnimation {
        keep(node, onPages: [page], atTimes: [0], alignment: alignment, offset: offset)
    }

    /// Places `node` on `pages[i]` at `times[i]`, moving linearly in between (JazzHands'
    /// `keepView:onPages:atTimes:`). Keeping a node on page `t` at time `t` for consecutive
    /// pages pins it on screen while they scroll past. Extra entries of the longer list are
    /// ignored; non-finite ones are skipped.
    @discardableResult
    public func keep(_ node: Node, onPages pages: [Double], atTimes times: [Double],
                     alignment: PageAlignment = .center, offset: Double = 0) -> PageKeepAnimation {
        let keep = PageKeepAnimation(node, scene: self, alignment: alignment, offset: offset)
        for (page, time) in zip(pages, times) where page.isFinite && time.isFinite { keep[time] = page }
        animator.add(keep)
        keep.animate(at: self.time)
        return keep
    }

    /// Changes the page size (a window resize, a rotation): the scene stays on the same
    /// fractional page, and every kept node is re-laid out on its page at the new width (kept
    /// nodes store page numbers, not points). Nodes placed by other means keep their
    /// coordinates on the strip; place page content with ``keep(_:onPage:alignment:offset:)``
    /// (a left alignment with an offset is "x points into the page") so it follows.
    public func resize(pageSize newSize: Size) {
        let page = time
        pageSize = PagedScene.sanitized(newSize)
        layoutContainers()
        show(page: page)
    }

    func layoutContainers() {
        root.size = pageSize
        root.clipsToBounds = true
        content.size = Size(width: pageSize.width * Double(pageCount), height: pageSize.height)
    }

    static func sanitized(_ size: Size) -> Size {
        Size(width: size.width.isFinite ? max(size.width, 0) : 0, height: size.height.isFinite ? max(size.height, 0) : 0)
    }
}
