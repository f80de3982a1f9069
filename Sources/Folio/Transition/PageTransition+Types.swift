// What moves the pages, the work a transition owes the lifecycle, a change of the pages, and
// the physics in page units (see PageTransition).
extension PageTransition {
  /// What moves the pages.
  package enum Phase: Hashable {
    /// Settled on ``PageTransition/current``.
    case resting
    /// A finger is down.
    case tracking
    /// After a release, toward a page.
    case gliding(PageMotion)
    /// A programmatic scroll to a page at most one page away from where it started.
    case animating(PageMotion)
    /// A programmatic scroll over more than one page: only its sources and target are shown.
    case jumping(PageMotion)

    package var motion: PageMotion? {
      switch self {
      case .resting, .tracking: nil
      case .gliding(let motion), .animating(let motion), .jumping(let motion): motion
      }
    }

    /// Whether plugins would hear the same phase (its kind and its target page).
    func announcesAs(_ other: Phase) -> Bool {
      switch (self, other) {
      case (.resting, .resting), (.tracking, .tracking): true
      case (.gliding(let a), .gliding(let b)), (.animating(let a), .animating(let b)),
        (.jumping(let a), .jumping(let b)):
        a.to == b.to
      default: false
      }
    }
  }

  /// Work a transition owes the lifecycle, taken by the container once it has delivered the
  /// change of shown pages.
  package struct Owed: Hashable {
    /// The pages came to rest (or the settled page changed): `pageDidAppear`, settle hooks.
    package var settle = false
    /// The pages were updated by a diff or reloaded: update hooks.
    package var dataChange: DataChange?
    /// The phase changed as plugins hear it (its kind or its target): the phase hook.
    package var phase = false

    package init(settle: Bool = false, dataChange: DataChange? = nil, phase: Bool = false) {
      self.settle = settle
      self.dataChange = dataChange
      self.phase = phase
    }
  }

  /// A change of the pages.
  package enum DataChange: Hashable {
    case update(PageChanges)
    case reload
  }

  /// Physics in page units.
  package struct Timing: Hashable {
    /// Release speed, in pages per second, above which the next page in that direction settles.
    package var flingThreshold: Double
    package var glideDuration: Duration
    package var animationDuration: Duration
    /// The most pages a fling passes (at least 1).
    package var flingLimit: Int {
      get { flingLimitStorage }
      set { flingLimitStorage = max(1, newValue) }
    }
    private var flingLimitStorage = 1

    package init(threshold: Double, glide: Duration, animation: Duration) {
      // A threshold that is not a number, or negative, would make every release fling.
      flingThreshold = threshold.isNaN ? 0.5 : max(0, threshold)
      glideDuration = max(.zero, glide)
      animationDuration = max(.zero, animation)
    }
  }
}
