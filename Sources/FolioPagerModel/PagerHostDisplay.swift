import Folio
import FolioHost

/// The host's display for a pager: animations the host asks a followed scroll view for, and
/// each page's appearance on screen for the controllers that hear it.
@MainActor
final class PagerHostDisplay<Page: Diffable>: @MainActor PageHostDisplay {
  weak var pager: FolioPager<Page>?
  private var onScreen: [ObjectIdentifier: ChildAppearance] = [:]

  init(pager: FolioPager<Page>) { self.pager = pager }

  func pageHost(_ host: PageHost<Page>, animatePlatformTo offset: Double) {
    guard let pager else { return }
    pager.askedAnimation = (offset, pager.motionTarget ?? host.container.currentIndex ?? 0)
    pager.scrollRequestSerial &+= 1
    pager.didChange()
  }

  func pageHostNeedsLayout(_ host: PageHost<Page>) { pager?.didChange() }

  func pageHost(_ host: PageHost<Page>, didTapAt point: Point) { pager?.onTap?(point) }

  func pageHost(_ host: PageHost<Page>, perform action: ContainmentAction) {
    let id = ObjectIdentifier(action.controller)
    switch action.step {
    case .beginAppearance, .endAppearance:
      let appearance = (onScreen[id] ?? .disappeared).after(action.step)
      onScreen[id] = appearance
      (action.controller as? PagerAppearanceObserving)?.pageAppearanceDidChange(to: appearance)
    case .removeFromParent:
      onScreen[id] = nil
    default:
      break
    }
  }
}
