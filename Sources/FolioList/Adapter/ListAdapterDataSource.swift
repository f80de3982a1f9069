/// Supplies a ``ListAdapter`` with its objects and their section controllers.
public protocol ListAdapterDataSource<Object>: AnyObject {
  /// The object type of the adapter.
  associatedtype Object: Diffable

  /// The objects to show, one section each, in order. Objects whose identity repeats an
  /// earlier one are dropped, with a ``ListDiagnostic/duplicateIdentity(index:identity:)``.
  ///
  /// - Parameter adapter: The asking adapter.
  /// - Returns: The objects.
  func objects(for adapter: ListAdapter<Object>) -> [Object]

  /// A new section controller for an object.
  ///
  /// Called once per object identity, when its section is first needed. Return a new instance
  /// each time: a controller already serving another section is refused.
  /// - Parameters:
  ///   - adapter: The asking adapter.
  ///   - object: The object.
  /// - Returns: A section controller that no section uses yet.
  func listAdapter(_ adapter: ListAdapter<Object>, sectionControllerFor object: Object)
    -> any ListSectionController<Object>

  /// The number of items the section controller for `object` will have.
  ///
  /// The adapter asks this instead of creating a section controller for every object, so that
  /// a million objects do not mean a million controllers. The default is 1, the count of a
  /// page. If a controller, once created, reports another count, the adapter takes the
  /// controller's, reloads the section and emits a
  /// ``ListDiagnostic/itemCountMismatch(section:expected:actual:)``.
  /// - Parameters:
  ///   - adapter: The asking adapter.
  ///   - object: The object.
  /// - Returns: The number of items.
  func listAdapter(_ adapter: ListAdapter<Object>, numberOfItemsFor object: Object) -> Int
}

extension ListAdapterDataSource {
  /// One item per object.
  ///
  /// - Parameters:
  ///   - adapter: The asking adapter.
  ///   - object: The object.
  /// - Returns: 1.
  public func listAdapter(_ adapter: ListAdapter<Object>, numberOfItemsFor object: Object) -> Int {
    1
  }
}
