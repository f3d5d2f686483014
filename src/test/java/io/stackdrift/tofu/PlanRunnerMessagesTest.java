package io.stackdrift.tofu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** What a failed show says in its one warning line. */
class PlanRunnerMessagesTest {
  @Test
  void aFullDiskIsSaidByNameWhereverTheToolWrapsIt() {
    assertEquals(": no space left on device", PlanRunner.lastLine("""

        Error: Failed to write plan

        write /var/lib/stackdrift/tmp/plans-1/1/plan.tfplan: no space left on
        device (while writing the
        input)
        """));
  }

  @Test
  void otherwiseTheFirstErrorLineIsTold() {
    assertEquals(": Error: Failed to read plan from plan file", PlanRunner.lastLine(
        "\nError: Failed to read plan from plan file\n\nThe given plan file can no longer be applied\n"));
    assertEquals(": it broke", PlanRunner.lastLine("warming up\nit broke\n\n"));
    assertEquals("", PlanRunner.lastLine("\n \n"));
  }
}
