/// The part of a section controller's place in a ``ListAdapter`` that the display path reads and
/// writes on every layout pass: its section and how many of its cells are displayed.
///
/// Not generic, so that the adapter's per-frame bookkeeping (which cell belongs to which section
/// controller, which controllers are displayed) is specialised code over plain values: the
/// adapter's generic code runs unspecialised for the user's object type and would look up type
/// metadata for every generic value it touched. The controller and its context live in the
/// subclass, ``ListSectionSlot``.
class SectionSlot {
  /// The controller's identity.
  let key: ObjectIdentifier
  /// The section, mirrored from the context (`nil` once detached).
  var section: Int?
  /// How many of the controller's cells are displayed.
  var displayCount = 0
  /// Whether the controller's section is displayed: from its first cell's `willDisplay` to its
  /// last cell's `didEndDisplaying`, through replacements of its cells in place.
  var isDisplayed = false

  init(key: ObjectIdentifier, section: Int?) {
    self.key = key
    self.section = section
  }
}

/// A section controller with its context.
final class ListSectionSlot<Object: Diffable>: SectionSlot {
  let controller: any ListSectionController<Object>
  let context: ListSectionContext<Object>

  init(controller: any ListSectionController<Object>, context: ListSectionContext<Object>) {
    self.controller = controller
    self.context = context
    super.init(key: ObjectIdentifier(controller), section: context.section)
  }

  /// Moves the controller to another section, or detaches it (`nil`).
  func place(at section: Int?) {
    self.section = section
    context.section = section
  }
}
