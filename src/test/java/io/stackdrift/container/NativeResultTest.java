package io.stackdrift.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A cycle's container result with some projects checked again between cycles. */
class NativeResultTest {
  private static ProjectResult project(String name, FindingKind... kinds) {
    ComposeProject p = new ComposeProject(name, null, name + "-stack");
    List<Finding> findings = java.util.Arrays.stream(kinds)
        .map(k -> new Finding(name, "web", name + "-web-1", k, "running", "exited", name + "-stack")).toList();
    return new ProjectResult(p, 1, 0, findings);
  }

  @Test
  void aProjectCheckedAgainReplacesItsFindingsInTheRunsOrder() {
    NativeResult cycle = new NativeResult(List.of(project("a"), project("b", FindingKind.NOT_RUNNING)), null);
    NativeResult merged = cycle.replacing(new NativeResult(List.of(project("a", FindingKind.NOT_RUNNING)), null),
        List.of("a"), List.of("a", "b"));
    assertEquals(List.of("a", "b"), merged.projects().stream().map(p -> p.project().name()).toList());
    assertEquals(2, merged.findings().size());
    assertEquals(1, merged.findings("a").size());
  }

  @Test
  void anEngineErrorOfTheCheckWinsAndClearsOnceEveryProjectIsChecked() {
    NativeResult cycle = new NativeResult(List.of(), "project a: Cannot connect to the Docker daemon");
    NativeResult lost = cycle.replacing(new NativeResult(List.of(), "project a: still gone"), List.of("a"),
        List.of("a", "b"));
    assertEquals("project a: still gone", lost.error());
    NativeResult half = cycle.replacing(new NativeResult(List.of(project("a")), null), List.of("a"),
        List.of("a", "b"));
    assertEquals("project a: Cannot connect to the Docker daemon", half.error(), "b is still not checked");
    NativeResult all = cycle.replacing(new NativeResult(List.of(project("a"), project("b")), null),
        List.of("a", "b"), List.of("a", "b"));
    assertNull(all.error());
  }

  @Test
  void aProjectWhoseCheckFailedIsUncheckedUntilAnotherCheckSucceedsNeverItsOldFindings() {
    NativeResult cycle = new NativeResult(List.of(project("p"), project("q")), null);
    NativeResult failed = cycle.replacing(new NativeResult(List.of(), "project p: docker ps timed out after 30s"),
        List.of("p"), List.of("p", "q"));
    assertEquals(List.of("q"), failed.projects().stream().map(r -> r.project().name()).toList(),
        "p is no longer shown in sync");
    assertEquals("project p: docker ps timed out after 30s", failed.error());
    NativeResult qAgain = failed.replacing(new NativeResult(List.of(project("q")), null), List.of("q"),
        List.of("p", "q"));
    assertEquals("project p: docker ps timed out after 30s", qAgain.error(), "p is still unchecked");
    assertEquals(List.of("q"), qAgain.projects().stream().map(r -> r.project().name()).toList());
    NativeResult pAgain = qAgain.replacing(new NativeResult(List.of(project("p")), null), List.of("p"),
        List.of("p", "q"));
    assertNull(pAgain.error());
  }
}
