/// Supplies a ``VirtualCollectionView`` with its counts and cells.
public protocol CollectionViewDataSource: AnyObject {
  /// The number of sections.
  ///
  /// - Parameter collectionView: The asking view.
  /// - Returns: Zero or more; negative values count as zero.
  func numberOfSections(in collectionView: VirtualCollectionView) -> Int

  /// The number of items in a section.
  ///
  /// - Parameters:
  ///   - collectionView: The asking view.
  ///   - section: A section index.
  /// - Returns: Zero or more; negative values count as zero.
  func collectionView(_ collectionView: VirtualCollectionView, numberOfItemsInSection section: Int)
    -> Int

  /// A cell for an item that starts being displayed, normally from
  /// ``VirtualCollectionView/dequeueReusableCell(of:identifier:for:)``.
  ///
  /// - Parameters:
  ///   - collectionView: The asking view.
  ///   - path: The item.
  /// - Returns: A cell that is not displayed elsewhere.
  func collectionView(_ collectionView: VirtualCollectionView, cellForItemAt path: ItemPath)
    -> CollectionViewCell

  /// Called at the start of every layout pass, before any display change: the place to apply
  /// updates that were requested since the last pass, so that they coalesce into one. The
  /// default does nothing.
  ///
  /// - Parameter collectionView: The view about to lay out.
  func collectionViewWillLayout(_ collectionView: VirtualCollectionView)

  /// The size an item asks for, for layouts that measure items (``ListLayout``); `nil` leaves
  /// it to the layout. The default returns `nil`.
  ///
  /// - Parameters:
  ///   - collectionView: The asking view.
  ///   - path: The item.
  /// - Returns: The item's size, or `nil`.
  func collectionView(_ collectionView: VirtualCollectionView, sizeForItemAt path: ItemPath)
    -> Size?
}

extension CollectionViewDataSource {
  /// Does nothing.
  ///
  /// - Parameter collectionView: The view about to lay out.
  public func collectionViewWillLayout(_ collectionView: VirtualCollectionView) {}

  /// Leaves the size to the layout.
  ///
  /// - Parameters:
  ///   - collectionView: The asking view.
  ///   - path: The item.
  /// - Returns: `nil`.
  public func collectionView(_ collectionView: VirtualCollectionView, sizeForItemAt path: ItemPath)
    -> Size?
  { nil }
}
