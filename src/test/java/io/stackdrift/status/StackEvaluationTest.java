package io.stackdrift.status;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.stackdrift.discovery.Stack;
import io.stackdrift.report.DriftCause;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.Summary;
import io.stackdrift.tofu.PlanFacts;
import io.stackdrift.tofu.PlanResult;
import io.stackdrift.tofu.PlanStream;
import io.stackdrift.tofu.PlanSummary;
import io.stackdrift.report.Redactor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A stack's status from its plan (contract §4) as a table. {@code end} is how the plan ended,
 * {@code exit} its exit code; {@code plan} is a recorded real stream under testdata/plans/ (a
 * {@code .jsonl} name), {@code text:LINE} for a plan that gave text only, or facts written as
 * {@code summary=ADD/CHANGE/DESTROY[/IMPORT[/FORGET[/ACTIONS]]]}, {@code outputs}, {@code moves}, {@code reads},
 * {@code error=MESSAGE}, joined by {@code +} (an incomplete stream: its cause is unknown); {@code stderr} is
 * the end of the plan's stderr.
 */
class StackEvaluationTest {
  private static final String DRIFTED = StackEvaluation.DRIFTED_DETAIL;
  private static final Redactor REDACTOR = Redactor.fromEnvironment(Map.of("TF_VAR_DB_PASSWORD", "hunter22"));

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
      # case                        | role     | end          | exit | plan                      | stderr                 | status    | detail                                | reason  | summary | cause
      timed out                     | workload | TIMED_OUT    | -    | -                         | -                      | failed    | plan did not finish (password [REDACTED]) | - | - | -
      cancelled                     | workload | CANCELLED    | -    | -                         | -                      | failed    | plan did not finish (password [REDACTED]) | - | - | -
      init failed                   | workload | INIT_FAILED  | -    | -                         | -                      | failed    | plan did not finish (password [REDACTED]) | - | - | -
      error messages win            | workload | EXITED       | 1    | error=bad provider+error=no state | boom          | failed    | bad provider; no state                | -       | -       | -
      stderr when no error message  | workload | EXITED       | 1    | -                         | '  boom hunter22  '    | failed    | boom [REDACTED]                       | -       | -       | -
      a signal                      | workload | EXITED       | 137  | -                         | -                      | failed    | plan was ended by signal 9            | -       | -       | -
      a bare exit code              | workload | EXITED       | 1    | -                         | -                      | failed    | plan exited with code 1               | -       | -       | -
      exit 0 converged              | workload | EXITED       | 0    | summary=0/0/0             | -                      | converged | -                                     | -       | 0/0/0   | -
      changes                       | workload | EXITED       | 2    | summary=1/0/0             | -                      | drifted   | DRIFTED                               | -       | 1/0/0   | unknown
      a host stack has no detail    | host     | EXITED       | 2    | summary=0/1/0             | -                      | drifted   | -                                     | -       | 0/1/0   | unknown
      only outputs                  | workload | EXITED       | 2    | summary=0/0/0+outputs     | -                      | drifted   | DRIFTED                               | outputs | 0/0/0   | unknown
      only moves                    | workload | EXITED       | 2    | summary=0/0/0+moves       | -                      | drifted   | DRIFTED                               | moves   | 0/0/0   | unknown
      only reads                    | workload | EXITED       | 2    | summary=0/0/0+reads       | -                      | drifted   | DRIFTED                               | reads   | 0/0/0   | unknown
      outputs before moves          | workload | EXITED       | 2    | summary=0/0/0+moves+outputs | -                    | drifted   | DRIFTED                               | outputs | 0/0/0   | unknown
      nothing to explain it         | workload | EXITED       | 2    | summary=0/0/0             | -                      | drifted   | DRIFTED                               | unknown | 0/0/0   | unknown
      no summary at all             | workload | EXITED       | 2    | -                         | -                      | drifted   | DRIFTED                               | unknown | -       | unknown
      text plan                     | workload | EXITED       | 2    | text:Plan: 0 to add, 2 to change, 0 to destroy. | - | drifted | DRIFTED                             | -       | 0/2/0   | unknown
      recorded external drift       | workload | EXITED       | 2    | external.jsonl            | -                      | drifted   | DRIFTED                               | -       | 0/1/0   | external
      recorded external deletion    | workload | EXITED       | 2    | external-deleted.jsonl    | -                      | drifted   | DRIFTED                               | -       | 1/0/0   | external
      recorded config change        | workload | EXITED       | 2    | config.jsonl              | -                      | drifted   | DRIFTED                               | -       | 0/1/0   | config
      recorded requested replace    | workload | EXITED       | 2    | config-requested-replace.jsonl | -                 | drifted   | DRIFTED                               | -       | 1/0/1   | config
      recorded both                 | workload | EXITED       | 2    | both.jsonl                | -                      | drifted   | DRIFTED                               | -       | 0/2/0   | both
      recorded import only          | workload | EXITED       | 2    | import.jsonl              | -                      | drifted   | DRIFTED                               | imports | 0/0/0/1 | config
      recorded forget only          | workload | EXITED       | 2    | forget.jsonl              | -                      | drifted   | DRIFTED                               | forgets | 0/0/0   | config
      action invocations only       | workload | EXITED       | 2    | actions.jsonl             | -                      | drifted   | DRIFTED                               | actions | 0/0/0/0/0/1 | config
      imports before reads          | workload | EXITED       | 2    | summary=0/0/0/2+reads     | -                      | drifted   | DRIFTED                               | imports | 0/0/0/2 | unknown
      moves before imports          | workload | EXITED       | 2    | summary=0/0/0/2+moves     | -                      | drifted   | DRIFTED                               | moves   | 0/0/0/2 | unknown
      imports with changes          | workload | EXITED       | 2    | summary=1/0/0/2           | -                      | drifted   | DRIFTED                               | -       | 1/0/0/2 | unknown
      """)
  void statusDetailReasonSummaryAndCause(String name, String role, PlanResult.End end, Integer exit, String plan,
      String stderr, String status, String detail, String reason, String summary, String cause) {
    PlanResult result = new PlanResult(end, exit, facts(plan), stderr,
        end == PlanResult.End.EXITED ? null : "plan did not finish (password hunter22)", Duration.ofMillis(5));

    StackEntry e = StackEvaluation.fromPlan(stack(role), 3, result, REDACTOR, IgnoreRules.NONE);

    String expectedDetail = "DRIFTED".equals(detail) ? DRIFTED : detail;
    assertAll(name,
        () -> assertEquals(status, e.status().json()),
        () -> assertEquals(exit, e.planExitCode()),
        () -> assertEquals(expectedDetail, e.detail()),
        () -> assertEquals(reason, e.reason()),
        () -> assertEquals(summary(summary), e.summary()),
        () -> assertEquals(cause == null ? null : DriftCause.fromJson(cause), e.driftCause()),
        () -> assertEquals(3, e.runIndex()),
        () -> assertEquals(5, e.durationMs()));
  }

  private static PlanFacts facts(String plan) {
    if (plan == null) {
      return new PlanFacts(null, List.of(), false, false, false, List.of(), "", "", false);
    }
    if (plan.endsWith(".jsonl")) {
      return recorded(plan);
    }
    if (plan.startsWith("text:")) {
      PlanStream text = new PlanStream();
      text.accept(plan.substring(5));
      return text.facts();
    }
    List<String> parts = List.of(plan.split("\\+"));
    List<String> errors = new ArrayList<>();
    PlanSummary summary = null;
    for (String part : parts) {
      if (part.startsWith("summary=")) {
        long[] n = counts(part.substring(8));
        summary = new PlanSummary(n[0], n[1], n[2], n[3], n[4], n[5]);
      } else if (part.startsWith("error=")) {
        errors.add(part.substring(6));
      }
    }
    return new PlanFacts(summary, List.of(), parts.contains("outputs"), parts.contains("moves"),
        parts.contains("reads"), errors, "", "", false);
  }

  private static PlanFacts recorded(String file) {
    PlanStream stream = new PlanStream();
    try {
      Files.readAllLines(Path.of("testdata", "plans", file)).forEach(stream);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return stream.facts();
  }

  private static Summary summary(String notation) {
    if (notation == null) {
      return null;
    }
    long[] n = counts(notation);
    return new Summary(n[0], n[1], n[2], n[3], n[4], n[5]);
  }

  /** {@code ADD/CHANGE/DESTROY[/IMPORT[/FORGET[/ACTIONS]]]}, the missing counts zero. */
  private static long[] counts(String notation) {
    String[] parts = notation.split("/");
    long[] n = new long[6];
    for (int i = 0; i < parts.length; i++) {
      n[i] = Long.parseLong(parts[i]);
    }
    return n;
  }

  private static Stack stack(String role) {
    return new Stack("app", "app", "", List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), "stacks/app",
        Path.of("stacks/app"), Path.of("stacks/app/stack.tm.hcl"), role, "app", "lab", "node-1");
  }
}
