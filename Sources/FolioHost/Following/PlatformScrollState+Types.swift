// What a followed platform scroll view does, what the host does with an input, and the phase
// the pages follow (see PlatformScrollState).
extension PlatformScrollState {
  /// What the scroll view is doing.
  package enum Motion: Equatable {
    /// Still, no finger on it (or a finger that has not moved it).
    case resting
    /// A finger drags it (from `willBeginDragging` to `didEndDragging`).
    case dragging
    /// A finger holds it still: it caught a motion, or something moved it under the finger.
    case held
    /// The finger lifted after a drag; it decelerates toward `target`.
    case decelerating(target: Double)
    /// An animation the host asked for, toward `target`; `reported` once a report of its offset
    /// alone (UIKit's `scrollViewDidScroll`, no phase said) moved it.
    case asked(target: Double, reported: Bool)
    /// It moves and nobody asked: VoiceOver's focus, a first responder, `scrollRectToVisible`,
    /// the app's own offset.
    case unasked
    /// The pages came to rest on their own (an instant jump, an update) while it moved: the
    /// host sets its offset without animation to stop it (UIKit does not say whether that stops
    /// a deceleration or an animation); what it still reports of that motion is put back.
    case stopping
  }

  /// What the host does with an input.
  package enum Output: Equatable {
    /// Nothing for the pages (a correction, a repeat, a call that changes nothing).
    case none
    /// The pages follow `offset` in `phase`; `startsDeadline`: a motion began whose quiet end
    /// the host's clock must wake for (``deadline``).
    case follow(offset: Double, phase: Phase, startsDeadline: Bool = false)
    /// The motion ended at `offset`: rest there if it is a page's offset, else animate the
    /// scroll view to `target` (an offset; `nil`: the nearest page).
    case settle(offset: Double, target: Double?)
    /// Someone else's animation replaced the host's motion and ended at `offset`: the pages
    /// rest on the page nearest it (animated there if it is not a page's offset), whatever
    /// the replaced motion was going to.
    case settleNearest(offset: Double)
    /// An animation the host asked for went quiet (the platform did not run it, or stopped
    /// it without a word): the pages rest on `target`'s page, and the host puts the scroll view
    /// there without animation.
    case rest(target: Double)
  }

  /// The phase the pages follow.
  package enum Phase: Equatable {
    /// A finger drags or holds it.
    case tracking
    /// After a release, toward a target offset.
    case decelerating(target: Double)
    /// An animation the host asked for, toward a target offset.
    case animating(target: Double)
    /// A motion nobody asked for: toward the page nearest the offset.
    case unasked
  }
}
