// swift-format-ignore-file
// A CI-only stand-in for the part of Apple's XCTest that UI tests use (Examples/SwiftUIDeviceApp/
// UITests), so that Linux type-checks them (.ci/apple/check): the module is named XCTest and
// found before the toolchain's (swift-corelibs-xctest, which has no UI testing). XCTest is no
// part of the iOS SDK (it ships with Xcode, under Platforms/iPhoneOS.platform/Developer), so
// these are written from its headers as Xcode ships them, each comment naming the header
// (XCUIApplication.h, XCUIElement.h, XCUIElementQuery.h, XCUICoordinate.h, XCTAttachment.h,
// XCTestCase.h) and the Swift overlay's assertions; the copies read were older Xcodes', so one
// thing is made stricter than they say: every XCUI class is main-actor isolated (Xcode 16 and
// later isolate the UI testing API to the main actor), so the tests are written on the main
// actor and compile either way. Declarations only; what the tests do not use is left out.

// XCTest.h imports Foundation, and XCUICoordinate.h UIKit on iOS: `import XCTest` gives both
// (here Foundation and the CoreGraphics types, by name, so that they win over Linux
// Foundation's own, as the SwiftUI stand-in's do).
@_exported import Foundation
@_exported import CoreGraphics
@_exported import struct CoreGraphics.CGFloat
@_exported import struct CoreGraphics.CGPoint
@_exported import struct CoreGraphics.CGSize
@_exported import struct CoreGraphics.CGRect
@_exported import struct CoreGraphics.CGVector

/// XCTestCase.h: `@interface XCTestCase : XCTest` (a test class; its tests run on the main
/// thread, and a `@MainActor` test method on the main actor).
open class XCTestCase {
  public init() {}
  /// XCTestCase+XCTActivity (XCTActivity.h): `- (void)addAttachment:(XCTAttachment *)attachment`,
  /// `add(_:)` in Swift.
  public func add(_ attachment: XCTAttachment) {}
  /// XCTestCase.h: `@property BOOL continueAfterFailure`.
  open var continueAfterFailure: Bool { get { fatalError() } set {} }
  /// XCTestCase+AsynchronousTesting.h: `waitForExpectations:timeout:` (`wait(for:timeout:)`),
  /// here for its name: a test's own `wait(...)` function is shadowed by it.
  public func wait(for expectations: [XCTestExpectation], timeout seconds: TimeInterval) {}
}

/// XCTestExpectation.h: `@interface XCTestExpectation : NSObject`.
open class XCTestExpectation {}

/// XCTAttachment.h: `@interface XCTAttachment : NSObject`, `+attachmentWithString:` (`init(string:)`
/// in Swift), `name`, `lifetime` (`XCTAttachmentLifetime`: keep always, delete on success).
open class XCTAttachment {
  public init(string: String) {}
  open var name: String? { get { fatalError() } set {} }
  open var lifetime: XCTAttachment.Lifetime { get { fatalError() } set {} }
  public enum Lifetime: Int, Sendable {
    case keepAlways = 0
    case deleteOnSuccess = 1
  }
}

/// XCUIElementQuery.h: `@interface XCUIElementQuery : NSObject <XCUIElementTypeQueryProvider>`,
/// an element by its identifier (`subscript(_:)`).
@MainActor open class XCUIElementQuery {
  public subscript(key: String) -> XCUIElement { fatalError() }
}

/// XCUIElement.h: `@interface XCUIElement : NSObject <XCUIElementAttributes,
/// XCUIElementTypeQueryProvider>`: `exists`, `waitForExistenceWithTimeout:`,
/// `coordinateWithNormalizedOffset:`, `tap`, its attributes (`label`, `identifier`, `frame`), its
/// descendants by type (`buttons`, `staticTexts`, `otherElements`, `scrollViews`).
@MainActor open class XCUIElement {
  init() {}
  open var exists: Bool { fatalError() }
  open func waitForExistence(timeout: TimeInterval) -> Bool { fatalError() }
  open func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate { fatalError() }
  open func tap() {}
  open var label: String { fatalError() }
  open var identifier: String { fatalError() }
  open var frame: CGRect { fatalError() }
  open var buttons: XCUIElementQuery { fatalError() }
  open var staticTexts: XCUIElementQuery { fatalError() }
  open var otherElements: XCUIElementQuery { fatalError() }
  open var scrollViews: XCUIElementQuery { fatalError() }
}

/// XCUIApplication.h: `@interface XCUIApplication : XCUIElement`: `init`, `launchArguments`,
/// `launch`.
@MainActor open class XCUIApplication: XCUIElement {
  public override init() {}
  open var launchArguments: [String] { get { fatalError() } set {} }
  open func launch() {}
}

/// XCUICoordinate.h: `@interface XCUICoordinate : NSObject <NSCopying>`:
/// `coordinateWithOffset:` (`withOffset(_:)`), and
/// `pressForDuration:thenDragToCoordinate:withVelocity:thenHoldForDuration:` (iOS 14).
@MainActor open class XCUICoordinate {
  open func withOffset(_ offsetVector: CGVector) -> XCUICoordinate { fatalError() }
  open func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate, withVelocity velocity: XCUIGestureVelocity, thenHoldForDuration holdDuration: TimeInterval) {}
}

/// XCUICoordinate.h (XCUIElement.h in later Xcodes): `typedef CGFloat XCUIGestureVelocity
/// NS_TYPED_EXTENSIBLE_ENUM` (pixels per second), with `XCUIGestureVelocityDefault`, `Slow`,
/// `Fast`: a struct in Swift.
public struct XCUIGestureVelocity: RawRepresentable, Hashable, Sendable {
  public let rawValue: CGFloat
  public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
  public init(rawValue: CGFloat) { self.rawValue = rawValue }
  public static let `default` = XCUIGestureVelocity(0)
  public static let slow = XCUIGestureVelocity(0)
  public static let fast = XCUIGestureVelocity(0)
}

// The Swift overlay's assertions (XCTAssert.swift): autoclosures, a message, the file and line.

public func XCTAssertTrue(_ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {}
public func XCTAssertFalse(_ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {}
public func XCTAssertEqual<T: Equatable>(_ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {}
public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}
