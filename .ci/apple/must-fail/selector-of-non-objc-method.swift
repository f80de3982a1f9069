// expect: argument of '#selector' refers to instance method 'tick()' that is not exposed to Objective-C
// A display link's selector must name an @objc method: without @objc, the Objective-C runtime
// has no such method to call, and the app crashes on the first frame.
import UIKit

@MainActor
final class Ticker: NSObject {
  func start() {
    let link = CADisplayLink(target: self, selector: #selector(tick))
    link.add(to: .main, forMode: .common)
  }
  func tick() {}
}
