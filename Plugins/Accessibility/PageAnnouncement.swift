/// What assistive technology should say when the pages settle on another page: a host posts it
/// (`UIAccessibility.post(notification: .announcement, argument:)`, AppKit's
/// `NSAccessibility.post(element:notification: .announcementRequested)`, a terminal's status
/// line).
public struct PageAnnouncement: Hashable, Sendable {
  /// The words: the settled page's label.
  public var text: String
  /// The settled page's index.
  public var index: Int
  /// Whether the settle ends a move an increment, a decrement or a page scroll asked for, whose
  /// words the host already had (VoiceOver reads an adjustable element's new value, and the
  /// status a page scroll returns): a VoiceOver host skips these to say nothing twice; a
  /// terminal or a log shows them all.
  public var answersAction: Bool

  /// Creates an announcement.
  ///
  /// - Parameters:
  ///   - text: The words.
  ///   - index: The settled page's index.
  ///   - answersAction: Whether it ends a move an accessibility action asked for.
  public init(text: String, index: Int, answersAction: Bool = false) {
    self.text = text
    self.index = index
    self.answersAction = answersAction
  }
}
