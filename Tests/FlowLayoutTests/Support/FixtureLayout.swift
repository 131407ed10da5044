// Test support: a fixture paragraph laid out at one width, with options set by
// the caller, for the placement tests.

import FlowLayout

func layout(
  _ items: [FlowItem<Int>], width: Int, configure: (inout FlowLayoutOptions<Int>) -> Void = { _ in }
) throws -> FlowLayoutResult<Int> {
  var options = FlowLayoutOptions(measures: measure(width))
  configure(&options)
  return try FlowEngine.layout(paragraph(items), options: options)
}
