// MARK: - The screen around the pages: a finger on them, the screen shown

extension PageContainer {
  /// Whether a finger is on the pages, as the host says (from a touch down to its lift or
  /// cancel, moving them or not); `false` by default.
  ///
  /// Nothing moves because of it (a drag does, through ``beginDragging()`` or a followed scroll
  /// view); plugins that move the pages on their own hold while it is set (an auto-advance
  /// waits, then resumes after its delay) and hear
  /// ``PageContainerPlugin/pageContainerTouchDidChange(_:)``. FolioHost's `PageHost` sets it
  /// from the touches it is given. A queued request, like every change.
  public var isTouched: Bool {
    get { pageGeometry.isTouched }
    set {
      notice {
        guard self.pageGeometry.setTouched(newValue) else { return }
        self.forEachPlugin { $0.plugin.pageContainerTouchDidChange($0.context) }
      }
    }
  }

  /// Whether the screen shows the pages, as the host says; `true` by default.
  ///
  /// `false` while another screen covers it, its tab is switched away, or the app is in the
  /// background. The pages hear no lifecycle step for it (FolioHost forwards the screen's own
  /// appearance to the pages' view controllers itself), nothing is reused, prefetched or
  /// reclaimed because of it, and plugins that count time hold while it is `false`
  /// (impressions stop counting, an auto-advance waits) and hear
  /// ``PageContainerPlugin/pageContainerScreenDidChange(_:)``. A queued request, like every
  /// change.
  public var isOnScreen: Bool {
    get { pageGeometry.isOnScreen }
    set {
      notice {
        guard self.pageGeometry.setOnScreen(newValue) else { return }
        self.forEachPlugin { $0.plugin.pageContainerScreenDidChange($0.context) }
      }
    }
  }

  /// Whether the user's gestures move the pages; `true` by default (ViewPager2's
  /// `isUserInputEnabled`).
  ///
  /// Set it to `false` while the pages must stay put for the user (a page being edited, an
  /// onboarding step that must be finished first): ``beginDragging()`` (and so ``swipe(_:)``)
  /// does nothing, a finger does not catch moving pages, FolioHost's `PageHost` starts no pan
  /// and turns its platform scroll view's scrolling off (`PageHost`'s
  /// `isPlatformScrollEnabled`), and the accessibility plugin offers no page actions or keys.
  /// What the app asks still moves them: ``scrollToPage(_:animated:)``, jumps, an
  /// auto-advance. A drag under way when it goes off ends as it would have (its release
  /// still decides the page). Plugins hear
  /// ``PageContainerPlugin/pageContainerUserInputDidChange(_:)``. A queued request, like every
  /// change.
  public var isUserInputEnabled: Bool {
    get { pageGeometry.isUserInputEnabled }
    set {
      notice {
        guard self.pageGeometry.setUserInputEnabled(newValue) else { return }
        self.forEachPlugin { $0.plugin.pageContainerUserInputDidChange($0.context) }
      }
    }
  }

  /// Runs a request that changes no page: what the host says of the screen around them.
  ///
  /// Now, without allocating, while nothing runs, otherwise queued like any; what plugins
  /// request from their hooks runs after it. No recycling after it: nothing shown changed.
  private func notice(_ request: @escaping () -> Void) {
    guard !requests.isRunning else { return requests.submit(request) }
    requests.run(request)
  }
}
