import Synchronization

/// Which container each attached plugin serves, process-wide: a plugin serves one container at
/// a time, because what it keeps (a range, open visits, saved states) is about that
/// container's pages.
///
/// Identities only: nothing here keeps a plugin or a container alive, or reaches either. A
/// container claims a plugin when it attaches it and releases it when it removes it or goes.
enum PluginHosts {
  private static let hosts = Mutex<[ObjectIdentifier: ObjectIdentifier]>([:])

  /// Records that `plugin` serves `container`.
  ///
  /// - Returns: `false`, recording nothing, if the plugin serves another container.
  static func claim(_ plugin: ObjectIdentifier, for container: ObjectIdentifier) -> Bool {
    hosts.withLock { hosts in
      if let host = hosts[plugin] { return host == container }
      hosts[plugin] = container
      return true
    }
  }

  /// `plugin` serves no container any more.
  static func release(_ plugin: ObjectIdentifier) {
    hosts.withLock { hosts in _ = hosts.removeValue(forKey: plugin) }
  }
}
