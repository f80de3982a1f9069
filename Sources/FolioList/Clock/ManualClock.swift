/// A clock that moves only when told to: the clock for tests and scripted runs.
///
/// ```swift
/// let clock = ManualClock()
/// let view = VirtualCollectionView(viewportSize: Size(width: 80, height: 24), clock: clock)
/// view.setContentOffset(.along(.horizontal, 160), animated: true)
/// clock.advance(by: .milliseconds(100))  // six frames of the animation
/// clock.runUntilIdle()                   // the rest of it
/// ```
public final class ManualClock: FrameClock {
  /// The time since the clock was created.
  public var now: Duration { time.duration }

  /// The time between two frames; 1/60 s by default.
  ///
  /// Frames fall on exact multiples of a whole fraction of a second: `n` frames of
  /// `.seconds(1) / 60` take exactly `n / 60` s, rounded down to the attosecond (60 frames are
  /// exactly 1 s, 198 frames exactly 3.3 s), although the interval itself, a `Duration`, is
  /// 1/60 s rounded down. Advancing by whole multiples of it counts whole frames the same way:
  /// 60 calls of `advance(by: frameInterval)` take exactly 1 s, and a deadline on the grid is
  /// met on its frame.
  public let frameInterval: Duration

  // The time in attoseconds (``Attoseconds``): Duration's own arithmetic is not inlinable, and a
  // frame did more of it than of anything else. A frame is `frameWhole + frameRemainder / frameDenominator`
  // attoseconds, exactly (1/60 s is 10^18 / 60 as, which is not a whole number): `remainder`
  // keeps the fraction of an attosecond the frames since the last landing off the frame grid
  // have accumulated, so time never drifts however many frames run.
  private var time = Attoseconds.zero
  private var remainder: Int64 = 0
  private let frameWhole: Attoseconds
  private let frameRemainder: Int64
  private let frameDenominator: Int64
  private static let latest = Attoseconds(latestTime)
  private static let second: Int64 = 1_000_000_000_000_000_000

  private let observers = FrameClockObservers()

  /// Creates a clock at time zero.
  ///
  /// - Parameter frameInterval: The time between two frames; values of zero or less use
  ///   1/60 s. An interval that is a second divided by a whole number and rounded down to the
  ///   attosecond (what `.seconds(1) / n` gives) counts as exactly 1/n s.
  public init(frameInterval: Duration = .seconds(1) / 60) {
    let interval = frameInterval > .zero ? frameInterval : .seconds(1) / 60
    self.frameInterval = interval
    frameWhole = Attoseconds(interval)
    // A frame under a second is a whole number of attoseconds that fits in 64 bits.
    let attoseconds = frameWhole.int64 ?? Self.second
    let perSecond = Self.second / attoseconds
    if attoseconds < Self.second, Self.second / perSecond == attoseconds {
      frameRemainder = Self.second % perSecond
      frameDenominator = perSecond
    } else {
      frameRemainder = 0
      frameDenominator = 1
    }
  }

  /// The time of the next frame and the fraction it leaves, saturating at ``latestTime``.
  @inline(__always)
  private func nextFrame() -> (time: Attoseconds, remainder: Int64) {
    guard frameWhole < Self.latest - time else { return (Self.latest, 0) }
    let fraction = remainder + frameRemainder
    return fraction >= frameDenominator
      ? (time + frameWhole + Attoseconds(1), fraction - frameDenominator)
      : (time + frameWhole, fraction)
  }

  /// Starts ticking `observer`.
  ///
  /// - Parameter observer: The object to tick, held weakly.
  public func addObserver(_ observer: any FrameClockObserver) { observers.add(observer) }

  /// Stops ticking `observer`.
  ///
  /// - Parameter observer: An observer added before.
  public func removeObserver(_ observer: any FrameClockObserver) { observers.remove(observer) }

  /// The latest time the clock reaches: `advance(by:)` saturates there instead of overflowing
  /// (about 292 billion years, so no real run gets near it).
  public static let latestTime: Duration = .seconds(Int64.max)

  /// Moves time forward by `duration` (a whole number of ``frameInterval``s: that many frames
  /// of the grid, the intervals' roundings included), one frame at a time while some observer needs frames,
  /// ticking observers at every frame and once more at the end if `duration` is not a whole
  /// number of frames.
  ///
  /// Once no observer needs frames (nothing moves, no layout is pending), the clock jumps to the
  /// end in one step and ticks once there, stopping on the way only at observers' deadlines
  /// (``FrameClockObserver/nextDeadline``): an idle clock costs nothing per frame, so advancing by
  /// any `Duration` returns promptly. Time saturates at ``latestTime``.
  ///
  /// - Parameter duration: How far to move; zero or less ticks once without moving time, which
  ///   runs pending layout.
  /// - Complexity: O(frames while some observer needs frames), not O(duration).
  public func advance(by duration: Duration) {
    let step = Attoseconds(duration)
    guard .zero < step else {
      observers.tick(at: now)
      return
    }
    var end = step >= Self.latest - time ? Self.latest : time + step
    // A whole number of frame intervals (each a `Duration` rounded down) is that many frames of
    // the grid, which the roundings fall short of: stepping by ``frameInterval`` stays on it.
    var gridRemainder: Int64?
    if frameDenominator > 1, end < Self.latest, let whole = frameWhole.int64, whole > 0,
      let steps = step.int64, steps % whole == 0
    {
      let (carried, overflow) = (steps / whole).multipliedReportingOverflow(by: frameRemainder)
      if !overflow, carried <= Int64.max - remainder {
        let fraction = remainder + carried
        end = end + Attoseconds(fraction / frameDenominator)
        gridRemainder = fraction % frameDenominator
      }
    }
    // Whether observers need frames is asked only while more than a frame is left.
    var needFrames: Bool?
    while time < end {
      let next = nextFrame()
      // The last step (a frame or less) ends at `end`, and so do the frames in between when
      // nothing needs them: one tick there. Off the frame grid, the grid starts again there.
      guard next.time < end, needFrames ?? observers.needFrames else {
        // Idle for more than a frame until the end, unless an observer has a deadline before
        // it: a tick there. (Within the last frame, the tick at the end serves a deadline.)
        if next.time < end, let deadline = observers.nextDeadline.map(Attoseconds.init),
          time < deadline, deadline < end
        {
          remainder = 0
          time = deadline
          observers.tick(at: now)
          needFrames = nil
          continue
        }
        remainder = gridRemainder ?? (next.time == end ? next.remainder : 0)
        time = end
        observers.tick(at: now)
        return
      }
      (time, remainder) = next
      needFrames = observers.tickAndAskForMore(at: now)
    }
  }

  /// Advances frame by frame until no observer needs frames.
  ///
  /// - Parameter limit: The most time to advance, so that an observer that always needs frames
  ///   cannot hang the caller; 10 minutes by default.
  /// - Returns: How much time passed.
  @discardableResult
  public func runUntilIdle(limit: Duration = .seconds(600)) -> Duration {
    let start = time
    let limit = Attoseconds(limit)
    var needFrames = observers.needFrames
    // One frame at a time, on the frame grid, asking whether more are needed once per frame.
    while needFrames, time - start < limit, time < Self.latest {
      (time, remainder) = nextFrame()
      needFrames = observers.tickAndAskForMore(at: now)
    }
    return (time - start).duration
  }

  /// Whether any observer needs frames.
  public var isIdle: Bool { !observers.needFrames }
}
