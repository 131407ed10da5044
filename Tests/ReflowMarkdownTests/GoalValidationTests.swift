// A goal is checked by one rule in every front end: from 1 to the width.
// A goal of 0 or -1 gave one word a line, Int.min was quietly ignored, and
// MarkdownFormatter took -1 where MarkdownRenderer refused 0.

import ReflowText
import Testing

@testable import ReflowMarkdown

@Suite struct GoalValidationTests {
  @Test(arguments: [0, -1, Int.min, 81])
  func aGoalOutsideOneToTheWidthIsRefusedByEveryFrontEnd(goal: Int) {
    #expect(!TextLayoutOptions(width: 80, goal: goal).goalIsValid)
    #expect(throws: TextError.invalidGoal(goal: goal, width: 80)) {
      try TextWrapper(options: TextWrapOptions(width: 80, goal: goal))
    }
    #expect(throws: MarkdownFormatError.lineBreaking(.invalidGoal(goal: goal, width: 80))) {
      try MarkdownFormatter(options: MarkdownFormatOptions(width: 80, goal: goal))
    }
    #expect(throws: MarkdownRenderError.invalidGoal(goal)) {
      try MarkdownRenderer(options: MarkdownRenderOptions(width: 80, goal: goal))
    }
  }

  @Test(arguments: [1, 60, 80])
  func aGoalFromOneToTheWidthIsTakenByEveryFrontEnd(goal: Int) throws {
    #expect(TextLayoutOptions(width: 80, goal: goal).goalIsValid)
    _ = try TextWrapper(options: TextWrapOptions(width: 80, goal: goal))
    _ = try MarkdownFormatter(options: MarkdownFormatOptions(width: 80, goal: goal))
    _ = try MarkdownRenderer(options: MarkdownRenderOptions(width: 80, goal: goal))
  }

  /// A segmented paragraph laid out at a width below its goal is refused, as a wrapper made for that width is.
  @Test func aSegmentedParagraphLaidOutNarrowerThanItsGoalIsRefused() throws {
    let wrapper = try TextWrapper(options: TextWrapOptions(width: 80, goal: 60))
    let paragraph = wrapper.segmented("one two three four five six seven")
    #expect(throws: TextError.invalidGoal(goal: 60, width: 20)) { try wrapper.wrap(paragraph, toWidth: 20) }
    #expect(try wrapper.wrap(paragraph, toWidth: 70).count == 1)
  }
}
