package io.stackdrift.view;

import static io.stackdrift.view.ViewFixtures.finding;
import static io.stackdrift.view.ViewFixtures.report;
import static io.stackdrift.view.ViewFixtures.stack;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.report.DriftCause;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.IgnoredChange;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.Summary;
import java.util.List;
import org.junit.jupiter.api.Test;

class MarkdownViewTest {
  private static DriftReport driftedReport() {
    return report(OverallStatus.DRIFTED,
        List.of(
            stack("stackkit-core", "core", "core", StackStatus.CONVERGED, new Summary(0, 0, 0), 77, null, null),
            stack("stackkit-app", "a|b", "workload", StackStatus.DRIFTED, new Summary(0, 1, 0), 1500,
                "tofu plan reports changes", null).withCause(DriftCause.EXTERNAL,
                List.of(new IgnoredChange("aws_asg.web", "update", "the autoscaler owns <capacity>"))),
            stack("stackkit-cache", "cache", "workload", StackStatus.FAILED, null, 52,
                "Error: Reference to undeclared resource\n\n  on main.tf line 11", null),
            stack("stackkit-edge", "edge", "edge", StackStatus.PENDING_ROOT, null, 0,
                "runtime root has no OpenTofu configuration", null)),
        new DriftReport.Runtime("demo-app,other", "drifted", 3, 0),
        List.of(new DriftReport.Subject("runtime-configuration", "drifted", "runtime-service-set-changed", null)),
        List.of(finding("demo-app", "worker", "demo-app-worker-1", "not-running", "running", "exited",
                "stackkit-app"),
            finding("other", "db", "", "live-missing", "1 container", "none", "")),
        List.of("stackkit-app", "stackkit-core"));
  }

  @Test
  void rendersHeadingTableDetailsComposeSectionsAndTargets() {
    String expected = """
        ## stackdrift: drifted

        4 stacks: 1 converged, 1 drifted, 1 failed, 1 pending_root; containers drifted: 2 findings

        | Status | Stack | Id | Module | Role | Summary | Cause | Duration |
        |---|---|---|---|---|---|---|---|
        | converged | .stackkit/runtime/core | `stackkit-core` | core | core | +0 ~0 -0 | - | 77ms |
        | drifted | .stackkit/runtime/a\\|b | `stackkit-app` | a\\|b | workload | +0 ~1 -0 | external | 1.5s |
        | failed | .stackkit/runtime/cache | `stackkit-cache` | cache | workload | - | - | 52ms |
        | pending_root | .stackkit/runtime/edge | `stackkit-edge` | edge | edge | - | - | 0ms |

        ### Ignored changes

        - .stackkit/runtime/a\\|b: aws\\_asg.web update (the autoscaler owns \\<capacity\\>)

        ### Failed and pending stacks

        **.stackkit/runtime/cache \\[stackkit-cache\\]** (failed)

        ```text
        Error: Reference to undeclared resource

          on main.tf line 11
        ```

        **.stackkit/runtime/edge \\[stackkit-edge\\]** (pending_root)

        ```text
        runtime root has no OpenTofu configuration
        ```

        ### Compose project demo-app (stack .stackkit/runtime/a\\|b)

        | Finding | Service | Container | Detail |
        |---|---|---|---|
        | not-running | worker | demo-app-worker-1 | expected running, found exited |

        ### Compose project other (no owning stack)

        | Finding | Service | Container | Detail |
        |---|---|---|---|
        | live-missing | db | - | expected 1 container, found none |

        ### Reconcile targets

        - .stackkit/runtime/a\\|b \\[stackkit-app\\]
        - .stackkit/runtime/core \\[stackkit-core\\]
        """;
    assertEquals(expected, new MarkdownView().render(driftedReport()));
  }

  @Test
  void aCellCannotBreakTheTable() {
    StackEntry awkward = stack("id|1", "mod\\|x", "line\nbreak", StackStatus.CONVERGED, null, 5, null, null);
    String markdown = new MarkdownView().render(report(OverallStatus.CLEAN, List.of(awkward),
        DriftReport.Runtime.NONE, List.of(), null, List.of()));
    String row = markdown.lines().filter(l -> l.startsWith("| converged")).findFirst().orElseThrow();
    assertEquals("| converged | .stackkit/runtime/mod\\\\\\|x | `id\\|1` | mod\\\\\\|x | line\\\\nbreak | - | - | 5ms |",
        row);
    assertEquals(9, row.replace("\\|", "").chars().filter(c -> c == '|').count(), "eight cells: " + row);
  }

  @Test
  void aDetailHoldingAFenceGetsALongerFence() {
    StackEntry failed = stack("stackkit-x", "x", "workload", StackStatus.FAILED, null, 5,
        "before\n```\nafter\u0007", null);
    List<String> lines = new MarkdownView().render(report(OverallStatus.UNKNOWN, List.of(failed),
        DriftReport.Runtime.NONE, List.of(), null, List.of())).lines().toList();
    int open = lines.indexOf("````text");
    assertTrue(open >= 0, "a four-backtick fence opens the block: " + lines);
    assertEquals(List.of("before", "```", "after\\x07", "````"), lines.subList(open + 1, open + 5),
        "the inner fence stays text, the bell is shown escaped");
  }

  @Test
  void aCleanReportHasNoDetailsNoComposeSectionsAndNoTargets() {
    String markdown = new MarkdownView().render(report(OverallStatus.CLEAN,
        List.of(stack("stackkit-core", "core", "core", StackStatus.CONVERGED, new Summary(0, 0, 0), 77, null, null)),
        new DriftReport.Runtime("demo-app", "ready", 1, 0),
        List.of(new DriftReport.Subject("runtime-configuration", "in-sync", null, null)), List.of(), List.of()));
    List<String> lines = markdown.lines().toList();
    assertEquals("## stackdrift: clean", lines.get(0));
    assertEquals("1 stack: 1 converged; containers ready", lines.get(2));
    assertFalse(markdown.contains("###"), markdown);
  }

  /** A plain Terramate repository's table has no Module or Role column (contract §7, amended). */
  @Test
  void aPlainTerramateRepositoryHasNoStackkitColumns() {
    String markdown = new MarkdownView().render(report(OverallStatus.DRIFTED, List.of(ViewFixtures.terramate(
        "stacks/prod/db", "db", StackStatus.DRIFTED, new Summary(0, 1, 0), 5, null)), DriftReport.Runtime.NONE,
        List.of(), null, List.of("stacks/prod/db")));

    assertTrue(markdown.contains("\n| Status | Stack | Id | Summary | Cause | Duration |\n|---|---|---|---|---|---|\n"
        + "| drifted | stacks/prod/db |  | +0 ~1 -0 | - | 5ms |\n"), markdown);
    assertFalse(markdown.contains("observability"), markdown);
  }

  @Test
  void anUnavailableEngineShowsItsError() {
    String markdown = new MarkdownView().render(report(OverallStatus.UNKNOWN, List.of(),
        new DriftReport.Runtime("demo-app", "unavailable", 1, 0),
        List.of(new DriftReport.Subject("runtime-configuration", "unavailable", null, "Cannot connect to Docker")),
        List.of(), List.of()));
    assertTrue(markdown.contains("\n### Containers unavailable\n\n```text\nCannot connect to Docker\n```\n"), markdown);
    assertFalse(markdown.contains("| Status |"), "no stacks, no table: " + markdown);
  }
}
