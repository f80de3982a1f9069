// What the views share: the page's state, changes after updates, accessibility, conversions.
#if canImport(SwiftUI) && !os(tvOS)
  import Folio
  import FolioPagerModel
  import SwiftUI
  #if canImport(Accessibility)
    import Accessibility
  #endif

  /// The environment key of a page's state.
  struct FolioPageKey: EnvironmentKey {
    static let defaultValue: PagerPageState? = nil
  }

  extension EnvironmentValues {
    /// The state of the page whose view this is, inside a ``FolioPageView``: its index, what its
    /// controller heard, its progress (for transforms); `nil` outside one.
    public var folioPage: PagerPageState? {
      get { self[FolioPageKey.self] }
      set { self[FolioPageKey.self] = newValue }
    }
  }

  extension View {
    /// Makes this view the pager's adjustable accessibility element (a page indicator, a
    /// title): its label and value are the pager's, and VoiceOver's swipes up and down move to
    /// the next and previous page, announced.
    ///
    /// - Parameter pager: The pager.
    /// - Returns: The view.
    public func folioAdjustable<Page: Diffable>(_ pager: FolioPager<Page>) -> some View {
      modifier(Adjustable(pager: pager))
    }

    /// Calls `action` with `value` after the view update that first shows it and after each
    /// that changes it: never inside `body`.
    func folioChange<Value: Hashable>(of value: Value, perform action: @escaping (Value) -> Void)
      -> some View
    {
      modifier(ChangeForwarding(value: value, action: action))
    }
  }

  /// `onChange(of:initial:_:)` where it exists; before, the appearance of a view identified by
  /// the value (`onChange(of:perform:)` is deprecated on visionOS 1).
  struct ChangeForwarding<Value: Hashable>: ViewModifier {
    let value: Value
    let action: (Value) -> Void

    func body(content: Content) -> some View {
      if #available(iOS 17.0, macOS 14.0, watchOS 10.0, *) {
        content.onChange(of: value, initial: true) { _, new in action(new) }
      } else {
        content.background { Color.clear.id(value).onAppear { action(value) } }
      }
    }
  }

  /// The pager's adjustable element, its label and value kept current.
  struct Adjustable<Page: Diffable>: ViewModifier {
    @ObservedObject var pager: FolioPager<Page>

    func body(content: Content) -> some View {
      content.accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: pager.accessibilityLabel))
        .accessibilityValue(Text(verbatim: pager.accessibilityValue))
        .accessibilityAdjustableAction { [pager] direction in
          pager.accessibilityAdjust(increment: direction == .increment)
        }
    }
  }

  /// Posts a VoiceOver announcement (iOS 17, macOS 14, watchOS 10; before, none is posted).
  @MainActor func postAnnouncement(_ text: String) {
    #if canImport(Accessibility)
      if #available(iOS 17.0, macOS 14.0, watchOS 10.0, *) {
        AccessibilityNotification.Announcement(text).post()
      }
    #endif
  }

  extension Point {
    /// A point from CoreGraphics'.
    init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
  }

  extension View {
    /// The page at `origin`, never animated there (the app's animations inside it keep theirs).
    func pageOffset(_ origin: Point) -> some View {
      offset(x: CGFloat(origin.x), y: CGFloat(origin.y)).animation(nil, value: origin)
    }
  }
#endif
