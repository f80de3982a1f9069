/// The container's links to whoever listens: its plugins, its event observers and its clock,
/// and what each last heard (the position, the phase, looping, the clock's schedule), so that
/// the container tells them only what changed.
///
/// Not generic (plugins are held as ``PluginLink``s), so that a frame asks who listens without
/// generic code. It answers and records; the container calls the listeners (plugin and observer
/// code runs over copies of the lists, outside any access to the part).
///
/// Invariants:
/// - ``hasPlugins`` is whether any plugin is linked, ``hasObservers`` whether any observer is;
/// - ``hearsScrolling`` and ``hearsLifecycle`` are false only after a pass found no linked
///   plugin listening, and true again whenever the plugins change;
/// - a plugin is linked at most once, an observer added at most once.
package final class Listeners {
  /// The plugins' links, in the order they were added.
  private(set) var plugins: [PluginLink] = [] {
    didSet {
      hasPlugins = !plugins.isEmpty
      hearsScrolling = hasPlugins
      hearsLifecycle = hasPlugins
    }
  }
  /// Whether any plugin is linked, readable without touching the plugin array (a glide frame
  /// asks it).
  private(set) var hasPlugins = false
  /// Whether a plugin may listen to scrolling: cleared by a frame that finds none does (plugins
  /// that keep the default, empty hook say so on their first call), set again when the plugins
  /// change.
  private(set) var hearsScrolling = false
  /// Whether a plugin may listen to lifecycle steps: cleared, like ``hearsScrolling``, by a
  /// step that finds none does.
  private(set) var hearsLifecycle = false
  /// The event observers, held weakly.
  private(set) var observers: [WeakEventObserver] = [] {
    didSet { hasObservers = !observers.isEmpty }
  }
  /// Whether anyone observes the event stream, readable without touching the observer array
  /// (every lifecycle step and plugin event asks it).
  private(set) var hasObservers = false
  /// Whether the container was given a delegate (it may have gone since: the weak reference
  /// says), readable without a weak load: every frame of a scroll asks.
  private(set) var mayHaveDelegate = false
  /// The position plugins and the delegate last heard of.
  private(set) var reportedPosition = 0.0
  /// The followed bounce past either end they last heard of (it moves what is drawn and
  /// visible, not the position).
  private(set) var reportedOverscroll = 0.0
  /// The phase plugins last heard of.
  private(set) var announcedPhase = TransitionPhase.resting
  /// Whether the pages looped when plugins last heard.
  private(set) var announcedLooping = false
  /// What the clock last heard: whether the container needed frames, and its deadline.
  private var clockHeard: (busy: Bool, deadline: Duration?) = (false, nil)
  /// While plugins hear of a reload: whether they may ask where it lands, and where one asked.
  private(set) var isAnnouncingReload = false
  private var reloadLanding: Int?

  /// No plugin, no observer.
  package init() {}

  // MARK: Plugins

  /// Links a plugin after the others.
  package func link(_ plugin: PluginLink) { plugins.append(plugin) }

  /// Unlinks the first plugin `matches` accepts.
  ///
  /// - Returns: Its link, if one matched.
  package func unlink(where matches: (PluginLink) -> Bool) -> PluginLink? {
    guard let index = plugins.firstIndex(where: matches) else { return nil }
    return plugins.remove(at: index)
  }

  // MARK: Observers

  /// Adds an observer (once), forgetting observers that are gone.
  package func addObserver(_ observer: any PageEventObserver) {
    observers.removeAll { $0.observer == nil || $0.observer === observer }
    observers.append(WeakEventObserver(observer: observer))
  }

  /// Removes an observer, forgetting observers that are gone.
  package func removeObserver(_ observer: any PageEventObserver) {
    observers.removeAll { $0.observer == nil || $0.observer === observer }
  }

  // MARK: What they last heard

  /// The container's delegate was set (`true`) or cleared.
  package func noteDelegate(_ set: Bool) { mayHaveDelegate = set }

  /// Plugins and the delegate hear of the position `position`, past either end by
  /// `overscroll`.
  package func report(_ position: Double, overscroll: Double) {
    (reportedPosition, reportedOverscroll) = (position, overscroll)
  }

  /// A pass over the plugins found whether any still listens to scrolling.
  package func noteScrollListeners(_ listening: Bool) { hearsScrolling = listening }

  /// A pass over the plugins found whether any still listens to lifecycle steps.
  package func noteLifecycleListeners(_ listening: Bool) { hearsLifecycle = listening }

  /// The phase is `phase` now.
  ///
  /// - Returns: The phase plugins last heard of, when it changed (they hear it now); `nil`
  ///   otherwise.
  package func announce(_ phase: TransitionPhase) -> TransitionPhase? {
    guard phase != announcedPhase else { return nil }
    defer { announcedPhase = phase }
    return announcedPhase
  }

  /// The pages loop now, or not.
  ///
  /// - Returns: Whether that changed since plugins last heard (they hear it now).
  package func announceLooping(_ loops: Bool) -> Bool {
    guard loops != announcedLooping else { return false }
    announcedLooping = loops
    return true
  }

  /// The container needs frames now, or not, with a deadline or none.
  ///
  /// - Returns: Whether the clock should hear that its schedule may have changed: the container
  ///   needs frames, or stopped needing them, or its deadline moved.
  package func clockShouldHear(busy: Bool, deadline: Duration?) -> Bool {
    guard busy || busy != clockHeard.busy || deadline != clockHeard.deadline else { return false }
    clockHeard = (busy, deadline)
    return true
  }

  /// Plugins start hearing of a reload: one may ask where it lands.
  package func beginReloadAnnouncement() {
    reloadLanding = nil
    isAnnouncingReload = true
  }

  /// A plugin asks the reload being announced to land on `index` (the last ask wins); ignored
  /// outside an announcement.
  package func askReloadToLand(on index: Int) {
    guard isAnnouncingReload else { return }
    reloadLanding = index
  }

  /// Plugins heard of the reload.
  ///
  /// - Returns: Where a plugin asked it to land, if one did.
  package func endReloadAnnouncement() -> Int? {
    isAnnouncingReload = false
    defer { reloadLanding = nil }
    return reloadLanding
  }

  // MARK: What tests read

  /// The number of linked plugins and of observers still there.
  package var counts: (plugins: Int, observers: Int) {
    (plugins.count, observers.filter { $0.observer != nil }.count)
  }
  /// Whether plugins may listen to scrolling and to lifecycle steps.
  package var listening: (scrolling: Bool, lifecycle: Bool) { (hearsScrolling, hearsLifecycle) }
}
