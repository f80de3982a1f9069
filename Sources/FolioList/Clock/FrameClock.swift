/// A source of animation frames: the only way time moves for a ``VirtualCollectionView``.
///
/// Motion (deceleration, programmatic animation) advances only when the clock ticks, so
/// behaviour is deterministic under a ``ManualClock`` and real-time under a ``RealTimeClock``.
public protocol FrameClock: AnyObject {
  /// The time since the clock started.
  var now: Duration { get }

  /// Starts delivering ticks to `observer`, which the clock holds weakly.
  ///
  /// - Parameter observer: The object to tick; adding it twice has no effect.
  func addObserver(_ observer: any FrameClockObserver)

  /// Stops delivering ticks to `observer`.
  ///
  /// - Parameter observer: An observer added before; removing an unknown one has no effect.
  func removeObserver(_ observer: any FrameClockObserver)

  /// Tells the clock that an observer's schedule may have changed: it may need frames now
  /// (motion started, a layout pass is pending), or its ``FrameClockObserver/nextDeadline``
  /// moved.
  ///
  /// Observers call it after work that can change their schedule outside a tick (a page
  /// container does after every request). A clock that sleeps while nothing moves (FolioHost's
  /// `HostClock`, whose display link pauses at rest) asks its observers again and wakes; the
  /// default does nothing, which suits clocks that tick regardless (``ManualClock``,
  /// ``RealTimeClock``).
  ///
  /// It must not tick observers from inside the call: it may come in the middle of an
  /// observer's work.
  func scheduleDidChange()
}

extension FrameClock {
  /// Does nothing: a clock that ticks regardless of its observers' needs has nothing to wake.
  public func scheduleDidChange() {}
}

/// Something a ``FrameClock`` ticks, such as a collection view in motion.
public protocol FrameClockObserver: AnyObject {
  /// Whether the observer has work for coming frames (motion in progress, a pending layout).
  /// A manual clock runs until no observer needs frames.
  var needsFrames: Bool { get }

  /// Called once per frame with the clock's time.
  ///
  /// - Parameter now: The clock's time for this frame.
  func clockDidTick(at now: Duration)

  /// A moment the observer must be ticked at even when it needs no frames until then (a timer:
  /// an impression that qualifies after its minimum time); `nil` for none.
  ///
  /// A ``ManualClock`` advancing past it ticks there; it does not make the clock busy
  /// (``ManualClock/runUntilIdle(limit:)`` does not wait for it). A front end on a
  /// ``RealTimeClock`` wakes at ``RealTimeClock/nextDeadline``.
  var nextDeadline: Duration? { get }
}

extension FrameClockObserver {
  /// No deadline.
  public var nextDeadline: Duration? { nil }
}

/// The weakly held observers of a clock, ticked in the order they were added.
final class FrameClockObservers {
  /// A box, not a struct: reading a weak reference out of a struct in an array copies it (a
  /// weak copy and destroy per frame); a class box is only retained.
  private final class WeakObserver {
    weak var observer: (any FrameClockObserver)?

    init(observer: any FrameClockObserver) {
      self.observer = observer
    }
  }

  // Read every frame (twice); never mutated while it is being read.
  private var entries: [WeakObserver] = []

  func add(_ observer: any FrameClockObserver) {
    entries.removeAll { $0.observer == nil }
    guard !entries.contains(where: { $0.observer === observer }) else { return }
    entries.append(WeakObserver(observer: observer))
  }

  func remove(_ observer: any FrameClockObserver) {
    entries.removeAll { $0.observer == nil || $0.observer === observer }
  }

  /// Whether any live observer needs frames.
  var needFrames: Bool {
    // By index: copying a weak entry costs more than asking it.
    for index in entries.indices where entries[index].observer?.needsFrames == true {
      return true
    }
    return false
  }

  /// The earliest deadline of any live observer.
  var nextDeadline: Duration? {
    var earliest: Duration?
    for index in entries.indices {
      guard let deadline = entries[index].observer?.nextDeadline else { continue }
      if earliest.map({ deadline < $0 }) ?? true { earliest = deadline }
    }
    return earliest
  }

  /// Ticks every live observer; observers added during the tick wait for the next one.
  func tick(at now: Duration) {
    for index in 0..<entries.count where index < entries.count {
      entries[index].observer?.clockDidTick(at: now)
    }
  }

  /// Ticks every live observer, then tells whether any live observer needs more frames.
  ///
  /// With one observer (a collection view, or a page container) it is loaded from its weak
  /// reference once for both questions: a weak load costs more than a glide frame's own work.
  func tickAndAskForMore(at now: Duration) -> Bool {
    guard entries.count == 1 else {
      tick(at: now)
      return needFrames
    }
    let entry = entries[0]
    guard let observer = entry.observer else { return false }
    observer.clockDidTick(at: now)
    // The tick may have added or removed observers: then ask them all.
    guard entries.count == 1, entries[0] === entry else { return needFrames }
    return observer.needsFrames
  }
}
