/// A request armed to run inside the next callback that fires it: how a model test makes
/// requests from inside controllers' callbacks, the data source or a plugin, where the
/// container must queue them.
///
/// Your test's controllers call ``fire()`` from their callbacks (`prepareForReuse`,
/// `pageWillAppear`, ...); ``RandomPageOperations`` arms it with a random request.
///
/// The trap holds the armed request until it fires, and the container holds the controllers
/// that hold the trap: a request you arm yourself should capture the container weakly, or a
/// request still armed when the test ends keeps the container alive.
///
/// ```swift
/// final class LetterPage: PageController {
///   let trap: CallbackTrap
///   init(trap: CallbackTrap) { self.trap = trap }
///   func bind(to page: Letter) { trap.fire() }
///   func pageWillAppear() { trap.fire() }
/// }
///
/// let trap = CallbackTrap()  // the test's, handed to every controller by the factory
/// container.register(LetterPage.self) { LetterPage(trap: trap) }
/// ```
public final class CallbackTrap {
  private var request: (() -> Void)?
  /// What is armed, for failure messages; `nil` when nothing is.
  public private(set) var label: String?
  /// How many armed requests have fired.
  public private(set) var fired = 0

  /// A trap with nothing armed.
  public init() {}

  /// Arms `request`, replacing anything armed before.
  ///
  /// - Parameters:
  ///   - label: What the request does.
  ///   - request: The request.
  public func arm(_ label: String, _ request: @escaping () -> Void) {
    self.label = label
    self.request = request
  }

  /// Runs the armed request, once; does nothing when nothing is armed.
  public func fire() {
    guard let request else { return }
    self.request = nil
    label = nil
    fired += 1
    request()
  }
}
