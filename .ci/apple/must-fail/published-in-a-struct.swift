// expect: 'wrappedValue' is unavailable: @Published is only available on properties of classes
// Combine's @Published works only in a class (its storage is reached through the instance).
import Combine

struct Counter {
  @Published var count = 0
}
