import Folio

/// A controller the host keeps as a child: its page's appearance in Folio, and what it has
/// heard (UIKit's side). The child hears, at every step, what takes it from the one to what the
/// other and the screen say (``ChildAppearance/wanted(page:screen:heard:)``).
struct HostedChild<Page: Diffable> {
  let controller: any PageController<Page>
  var page: PageAppearance
  var heard: ChildAppearance
}
