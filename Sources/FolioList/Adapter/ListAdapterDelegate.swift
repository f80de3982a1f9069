/// Object-level display events and diagnostics of a ``ListAdapter``.
///
/// Every method is optional.
public protocol ListAdapterDelegate<Object>: AnyObject {
  /// The object type of the adapter.
  associatedtype Object: Diffable

  /// An object's section starts being displayed (its first cell).
  ///
  /// - Parameters:
  ///   - adapter: The adapter.
  ///   - object: The object.
  ///   - section: Its section.
  func listAdapter(_ adapter: ListAdapter<Object>, willDisplay object: Object, at section: Int)

  /// An object's section stops being displayed (its last cell).
  ///
  /// - Parameters:
  ///   - adapter: The adapter.
  ///   - object: The object.
  ///   - section: Its section when it was last displayed.
  func listAdapter(
    _ adapter: ListAdapter<Object>, didEndDisplaying object: Object, at section: Int)

  /// Something was wrong with what the data source supplied; the adapter recovered as the
  /// diagnostic says.
  ///
  /// - Parameters:
  ///   - adapter: The adapter.
  ///   - diagnostic: What happened.
  func listAdapter(_ adapter: ListAdapter<Object>, didEmit diagnostic: ListDiagnostic)

  /// The adapter has replaced its objects after a diff and is about to apply the changes to the
  /// collection view (whose display events follow).
  ///
  /// - Parameters:
  ///   - adapter: The adapter, whose ``ListAdapter/objects`` are already the new ones.
  ///   - result: The diff from the old objects to the new ones.
  func listAdapter(_ adapter: ListAdapter<Object>, willApply result: DiffResult<Object>)

  /// The adapter has replaced its objects for a reload and is about to reload the collection
  /// view (whose display events follow).
  ///
  /// - Parameter adapter: The adapter, whose ``ListAdapter/objects`` are already the new ones.
  func listAdapterWillReload(_ adapter: ListAdapter<Object>)
}

extension ListAdapterDelegate {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - adapter: The adapter.
  ///   - object: The object.
  ///   - section: Its section.
  public func listAdapter(
    _ adapter: ListAdapter<Object>, willDisplay object: Object, at section: Int
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - adapter: The adapter.
  ///   - object: The object.
  ///   - section: Its last section.
  public func listAdapter(
    _ adapter: ListAdapter<Object>, didEndDisplaying object: Object, at section: Int
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - adapter: The adapter.
  ///   - diagnostic: What happened.
  public func listAdapter(_ adapter: ListAdapter<Object>, didEmit diagnostic: ListDiagnostic) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - adapter: The adapter.
  ///   - result: The diff.
  public func listAdapter(_ adapter: ListAdapter<Object>, willApply result: DiffResult<Object>) {}

  /// Does nothing.
  ///
  /// - Parameter adapter: The adapter.
  public func listAdapterWillReload(_ adapter: ListAdapter<Object>) {}
}

/// Told when a ``ListAdapter`` finishes applying an update.
public protocol ListAdapterUpdateListener: AnyObject {
  /// An update was applied.
  ///
  /// - Parameters:
  ///   - kind: Which kind of update.
  ///   - animated: Whether it was requested as animated.
  func listAdapterDidFinishUpdate(_ kind: ListUpdateKind, animated: Bool)
}

/// The kinds of update a ``ListAdapterUpdateListener`` hears about.
public enum ListUpdateKind: Hashable, Sendable {
  /// `performUpdates`: objects diffed and applied as a batch.
  case performUpdates
  /// `reloadData`: everything recreated.
  case reloadData
  /// A section controller's batch of item updates.
  case itemUpdates
}

/// What a ``ListAdapter`` noticed and recovered from.
public enum ListDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// An object repeated the identity of an earlier one and was dropped.
  case duplicateIdentity(index: Int, identity: String)
  /// A section controller reported another item count than the data source's
  /// `numberOfItemsFor`; the section was reloaded with the controller's count.
  case itemCountMismatch(section: Int, expected: Int, actual: Int)
  /// The data source returned a section controller that already serves a section; the section
  /// shows nothing.
  case sectionControllerReused(section: Int)
  /// A batch update was refused by the collection view, which reloaded instead.
  case batchUpdateFailed(BatchUpdateError)

  /// What happened and what was done.
  public var description: String {
    switch self {
    case .duplicateIdentity(let index, let identity):
      return "object at index \(index) repeats identity \(identity); it was dropped"
    case .itemCountMismatch(let section, let expected, let actual):
      return
        "section \(section): the data source said \(expected) items, its controller has \(actual); reloaded"
    case .sectionControllerReused(let section):
      return "section \(section): the data source returned a controller already in use"
    case .batchUpdateFailed(let error):
      return "a batch update failed (\(error)); the collection view reloaded"
    }
  }
}
