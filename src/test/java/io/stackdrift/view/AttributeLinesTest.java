package io.stackdrift.view;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.stackdrift.report.AttributeChange;
import io.stackdrift.report.Resource;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A value known only after apply that only mirrors another is hidden unless --details asks (contract §4b). */
class AttributeLinesTest {
  private static StackEntry drifted(AttributeChange... changes) {
    Resource r = new Resource("terraform_data.marker", "update", false).withAttributes(List.of(changes),
        changes.length, 0);
    return StackEntry.builder().stackId("s").runtimeRoot("stacks/s").status(StackStatus.DRIFTED)
        .resources(List.of(r)).build();
  }

  @Test
  void theMirrorOfAnInputIsHiddenAndCounted() {
    StackEntry e = drifted(new AttributeChange("output", "\"a\"", AttributeChange.UNKNOWN, false, false),
        new AttributeChange("input", "\"a\"", "\"b\"", false, false));

    assertEquals(List.of("~ terraform_data.marker  input \"a\" → \"b\", code change",
        "… 1 known after apply, as it mirrors another (--details shows it)"), AttributeLines.of(e, 5, false));
    assertEquals(List.of("~ terraform_data.marker  input \"a\" → \"b\", code change",
        "~ terraform_data.marker  output \"a\" → (known after apply)"), AttributeLines.of(e, 5, true));
  }

  @Test
  void anUnknownValueOfItsOwnIsShown() {
    StackEntry e = drifted(new AttributeChange("input", "\"a\"", "\"b\"", false, false),
        new AttributeChange("version", "2", AttributeChange.UNKNOWN, false, false),
        new AttributeChange("id", null, AttributeChange.UNKNOWN, false, false),
        new AttributeChange("arn", "null", AttributeChange.UNKNOWN, false, false),
        new AttributeChange("tags", "null", "{\"a\":\"b\"}", false, false),
        new AttributeChange("token", null, null, false, true));

    assertEquals(6, AttributeLines.of(e, -1, false).size(),
        "a value of its own, one absent before, one null before beside another null, a sensitive one");
  }

  @Test
  void aSensitiveInputHasNoMirror() {
    StackEntry e = drifted(new AttributeChange("input", null, null, false, true),
        new AttributeChange("output", null, null, false, true));
    assertEquals(List.of("~ terraform_data.marker  input (sensitive), code change",
        "~ terraform_data.marker  output (sensitive), code change"), AttributeLines.of(e, -1, false));
  }
}
