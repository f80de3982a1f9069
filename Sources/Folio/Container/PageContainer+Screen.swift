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

  /// Whether the screen around the pages is shown, as the host says; `true` by default (a
  /// container with no host, the terminal's: its screen is always shown).
  ///
  /// A page appears when it has a pixel on a screen that is shown: `false` (the screen went —
  /// another screen pushed over it, its tab switched away — or it is covered, a sheet over it)
  /// and every shown page hears `pageDidDisappear`; `true` again and the pages shown then
  /// hear `pageWillAppear` (and, at rest, `pageDidAppear`), as after an empty viewport.
  /// Nothing is reused, prefetched or reclaimed because of it: the pages keep their
  /// controllers, and what moves them goes on (they appear where they are when it comes
  /// back). A move meanwhile binds nothing (its page is bound as the screen returns) and
  /// reclaims, as it lands, the pages beyond ``recycleDistance`` that nothing holds; a working
  /// range keeps its window until the screen is back, then moves, and what it held goes. Plugins that count time hold meanwhile and hear
  /// ``PageContainerPlugin/pageContainerScreenDidChange(_:)``. FolioHost's `PageHost` sets it
  /// from the screen's appearance and `isCovered`. A queued request, like every change.
  public var isOnScreen: Bool {
    get { pageGeometry.isOnScreen }
    set {
      submit {
        guard self.pageGeometry.setOnScreen(newValue) else { return }
        self.forEachPlugin { $0.plugin.pageContainerScreenDidChange($0.context) }
        self.present()
      }
    }
  }

  /// Whether the app is in the background, as the host says; `false` by default.
  ///
  /// The pages hear nothing (UIKit sends no appearance call for it): plugins that count time
  /// hold meanwhile (impressions stop counting, an auto-advance waits) and hear
  /// ``PageContainerPlugin/pageContainerScreenDidChange(_:)``. A queued request, like every
  /// change.
  public var isInBackground: Bool {
    get { pageGeometry.isInBackground }
    set {
      notice {
        guard self.pageGeometry.setInBackground(newValue) else { return }
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
