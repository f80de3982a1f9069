/// The pages under a position outside a jump: `low...high` of `count` pages.
struct PresentedSpan: Equatable {
  var low: Int
  var high: Int
  var count: Int
}
