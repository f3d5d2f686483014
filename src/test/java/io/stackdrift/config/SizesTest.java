package io.stackdrift.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The one reading of {@code --memory-budget} and {@code detect.memory_budget}: a typo is refused, not taken as a limit. */
class SizesTest {
  @Test
  void autoAndAnAbsentValueLeaveTheBudgetToTheMachine() {
    assertEquals(OptionalLong.empty(), Sizes.budget(null));
    assertEquals(OptionalLong.empty(), Sizes.budget("auto"));
  }

  @Test
  void anEmptyBudgetIsRefusedNotTakenAsAuto() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Sizes.budget(""));
    assertTrue(e.getMessage().startsWith("is empty"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Sizes.budget("  "));
  }

  @Test
  void aBudgetNoPlanRunsInIsRefusedSayingTheLeast() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Sizes.budget("1"));
    assertTrue(e.getMessage().contains("1 bytes") && e.getMessage().contains("64"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Sizes.budget("63MiB"));
  }

  @Test
  void aSaneBudgetIsRead() {
    assertEquals(OptionalLong.of(512L << 20), Sizes.budget("512MiB"));
    assertEquals(OptionalLong.of(64L << 20), Sizes.budget("64M"));
  }
}
