/// Where the parts of the screen go for a terminal size: tab strip and indicator on top, pages
/// on the left, the state panel on the right, the event log below, the key line at the bottom.
package struct ScreenLayout: Hashable, Sendable {
  /// Terminal columns.
  package var width: Int
  /// Terminal rows.
  package var height: Int

  /// The smallest usable terminal.
  package static let minimum = (width: 40, height: 12)

  /// Creates the layout of a terminal size.
  ///
  /// - Parameters:
  ///   - width: Columns.
  ///   - height: Rows.
  package init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Whether the terminal is too small to draw anything but a message.
  package var isTooSmall: Bool { width < Self.minimum.width || height < Self.minimum.height }
  /// Columns of the state panel.
  var sideWidth: Int { width >= 100 ? 32 : 26 }
  /// Columns of the page area (left of the panel and its border).
  package var pageWidth: Int { max(1, width - sideWidth - 1) }
  /// Rows of the event log.
  var logRows: Int { max(3, (height - 5) / 4) }
  /// The first row of the page area.
  let bodyTop = 3
  /// Rows of the page area.
  package var bodyHeight: Int { max(1, height - bodyTop - 1 - logRows - 1) }
  /// The row of the log's title line.
  var logTitleRow: Int { bodyTop + bodyHeight }
}
