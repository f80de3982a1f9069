import FolioList

/// Names a reuse pool of page controllers: a controller type and an optional identifier within it.
///
/// The same value as FolioList's cell reuse identifier.
public typealias ReuseKey = ReuseIdentifier
