package io.stackdrift.status;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.config.Config;
import io.stackdrift.discovery.Stack;
import io.stackdrift.report.DriftCause;
import io.stackdrift.report.IgnoredChange;
import io.stackdrift.report.Resource;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.Summary;
import io.stackdrift.tofu.PlanFacts;
import io.stackdrift.tofu.PlanResult;
import io.stackdrift.tofu.PlanStream;
import io.stackdrift.tofu.PlanSummary;
import io.stackdrift.report.Redactor;
import io.stackdrift.tofu.ResourceChange;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** [[ignore]] rules (contract §4): which changes they match, and what is left of the stack's plan. */
class IgnoreRulesTest {
  private static final LocalDate TODAY = LocalDate.of(2026, 12, 1);
  private static final Stack APP = stack("app", "stacks/app", List.of("role/workload"));

  @ParameterizedTest(name = "{0} ~ {1}: {2}")
  @CsvSource(delimiter = '|', textBlock = """
      aws_autoscaling_group.*   | aws_autoscaling_group.web                    | true
      aws_autoscaling_group.*   | module.a.aws_autoscaling_group.web           | false
      *aws_autoscaling_group.*  | module.a.aws_autoscaling_group.web           | true
      aws_instance.web[*]       | aws_instance.web[0]                          | true
      aws_instance.web[*]       | aws_instance.web["a.b"]                      | true
      aws_instance.web          | aws_instance.web[0]                          | false
      aws_instance.web          | aws_instance.webserver                       | false
      *.web                     | aws_instance.web                             | true
      aws_instance.w?b          | aws_instance.web                             | false
      module.*.aws_s3_bucket.x  | module.a["k"].module.b.aws_s3_bucket.x       | true
      AWS_INSTANCE.*            | aws_instance.web                             | false
      """)
  void addressGlobIsAnchoredAndItsStarMatchesAnything(String glob, String address, boolean matches) {
    assertEquals(matches, Glob.of(glob, false).matches(address));
  }

  @ParameterizedTest(name = "stack={0} tags={1}: {2}")
  @CsvSource(delimiter = '|', textBlock = """
      ''            | ''                | true
      app           | ''                | true
      APP           | ''                | true
      stacks/*      | ''                | true
      /stacks/app   | ''                | true
      other         | ''                | false
      ''            | role/workload     | true
      ''            | role/core         | false
      ''            | ~role/core        | true
      app           | role/core         | false
      stacks/*      | role/workload     | true
      """)
  void stackAndTagsMustBothMatchWhenBothAreGiven(String stackGlob, String tags, boolean applies) {
    IgnoreRules rules = IgnoreRules.of(List.of(rule(stackGlob, tags, "terraform_data.*", "noisy", null)), TODAY);

    IgnoreRules.Outcome o = rules.apply(APP, facts(planned("terraform_data.x", "update")));

    assertEquals(applies ? 1 : 0, o.ignored().size());
  }

  @Test
  void aRuleAppliesThroughItsUntilDayAndNotAfter() {
    Config.Ignore today = rule("", "", "terraform_data.*", "until today", TODAY);
    Config.Ignore yesterday = rule("", "", "terraform_data.*", "until yesterday", TODAY.minusDays(1));

    assertEquals(1, IgnoreRules.of(List.of(today), TODAY).apply(APP, facts(planned("terraform_data.x", "update")))
        .ignored().size());
    IgnoreRules expired = IgnoreRules.of(List.of(yesterday), TODAY);
    assertEquals(0, expired.apply(APP, facts(planned("terraform_data.x", "update"))).ignored().size());
    assertEquals(List.of(yesterday), expired.expired());
    assertEquals(List.of("stackdrift.toml:7: the [[ignore]] rule for 'terraform_data.*' expired on 2026-11-30 and no "
        + "longer applies (until yesterday); move its until date or remove it"),
        expired.expiryWarnings(Path.of("/ws/stackdrift.toml")).stream().map(w -> w.render(Path.of("/ws"))).toList());
  }


  @Test
  void ignoredChangesLeaveTheSummaryAndDriftButAreListedWithTheirReason() {
    IgnoreRules rules = IgnoreRules.of(List.of(rule("", "", "aws_asg.*", "autoscaler owns capacity", null),
        rule("", "", "aws_r.*", "replaced by the vendor", null)), TODAY);
    PlanFacts facts = new PlanFacts(new PlanSummary(1, 2, 1, 0, 0), List.of(
        new ResourceChange("aws_asg.web", "update", true), planned("aws_asg.web", "update"),
        planned("aws_r.x", "replace"), planned("terraform_data.m", "update")), false, false, false, List.of(), "", "",
        true);

    IgnoreRules.Outcome o = rules.apply(APP, facts);

    assertAll(
        () -> assertEquals(List.of(new IgnoredChange("aws_asg.web", "update", "autoscaler owns capacity"),
            new IgnoredChange("aws_r.x", "replace", "replaced by the vendor")), o.ignored()),
        () -> assertEquals(new PlanSummary(0, 1, 0, 0, 0), o.facts().summary()),
        () -> assertEquals(List.of(planned("terraform_data.m", "update")), o.facts().resources(),
            "D loses the ignored address"),
        () -> assertEquals(DriftCause.CONFIG, DriftCauseRule.of(o.facts().resources(), true)));
  }

  @Test
  void withoutACompleteStreamNoRuleAppliesAndTheOutcomeSaysSo() {
    IgnoreRules rules = IgnoreRules.of(List.of(rule("", "", "*", "everything", null)), TODAY);
    PlanFacts textOnly = new PlanFacts(new PlanSummary(0, 1, 0, 0, 0), List.of(), false, false, false, List.of(), "",
        "", false);

    IgnoreRules.Outcome o = rules.apply(APP, textOnly);

    assertTrue(o.unapplied());
    assertEquals(List.of(), o.ignored());
  }

  @Test
  void aStackWithOnlyIgnoredChangesIsConvergedWithExitCodeTwoAndReasonIgnored() throws IOException {
    IgnoreRules rules = IgnoreRules.of(List.of(rule("", "", "aws_ssm_parameter.*", "flag is set by hand", null)),
        TODAY);

    StackEntry e = StackEvaluation.fromPlan(APP, 0, recorded("external.jsonl"), Redactor.fromEnvironment(Map.of()),
        rules);

    assertAll(
        () -> assertEquals(StackStatus.CONVERGED, e.status()),
        () -> assertEquals(2, e.planExitCode()),
        () -> assertEquals("ignored", e.reason()),
        () -> assertEquals(new Summary(0, 0, 0), e.summary()),
        () -> assertNull(e.driftCause(), "a converged stack has no drift cause"),
        () -> assertEquals(List.of(new IgnoredChange("aws_ssm_parameter.flag", "update", "flag is set by hand")),
            e.ignored()),
        () -> assertNull(e.resources()));
  }

  @Test
  void aStackWithChangesLeftAfterIgnoringStaysDriftedWithTheCauseOfWhatIsLeft() throws IOException {
    IgnoreRules rules = IgnoreRules.of(List.of(rule("", "", "aws_ssm_parameter.flag", "set by hand", null)), TODAY);

    StackEntry e = StackEvaluation.fromPlan(APP, 0, recorded("both.jsonl"), Redactor.fromEnvironment(Map.of()), rules);

    assertAll(
        () -> assertEquals(StackStatus.DRIFTED, e.status()),
        () -> assertEquals(DriftCause.CONFIG, e.driftCause()),
        () -> assertEquals(new Summary(0, 1, 0), e.summary()),
        () -> assertEquals(List.of(new Resource("terraform_data.marker", "update", false)), e.resources()),
        () -> assertEquals(1, e.ignored().size()));
  }

  @Test
  void withoutRulesTheRecordedPlansKeepTheirCause() throws IOException {
    StackEntry e = StackEvaluation.fromPlan(APP, 0, recorded("both.jsonl"), Redactor.fromEnvironment(Map.of()),
        IgnoreRules.NONE);

    assertEquals(DriftCause.BOTH, e.driftCause());
    assertNull(e.ignored());
  }

  @Test
  void aTextOnlyPlanSaysTheRulesCouldNotApply() {
    IgnoreRules rules = IgnoreRules.of(List.of(rule("", "", "*", "everything", null)), TODAY);
    PlanStream text = new PlanStream();
    text.accept("Plan: 0 to add, 1 to change, 0 to destroy.");

    StackEntry e = StackEvaluation.fromPlan(APP, 0, new PlanResult(PlanResult.End.EXITED, 2, text.facts(), "", null,
        Duration.ofMillis(5)), Redactor.fromEnvironment(Map.of()), rules);

    assertEquals(StackStatus.DRIFTED, e.status());
    assertEquals(DriftCause.UNKNOWN, e.driftCause());
    assertTrue(e.detail().endsWith(StackEvaluation.UNAPPLIED_RULES), e.detail());
  }

  private static PlanResult recorded(String file) throws IOException {
    PlanStream stream = new PlanStream();
    Files.readAllLines(Path.of("testdata", "plans", file)).forEach(stream);
    return new PlanResult(PlanResult.End.EXITED, 2, stream.facts(), "", null, Duration.ofMillis(5));
  }

  private static PlanFacts facts(ResourceChange... changes) {
    return new PlanFacts(new PlanSummary(0, changes.length, 0, 0, 0), List.of(changes), false, false, false,
        List.of(), "", "", true);
  }

  private static ResourceChange planned(String address, String action) {
    return new ResourceChange(address, action, false);
  }

  private static Config.Ignore rule(String stack, String tags, String address, String reason, LocalDate until) {
    return new Config.Ignore(stack, tags, address, reason, until, 7);
  }

  private static Stack stack(String id, String path, List<String> tags) {
    return new Stack(id, id, "", tags, List.of(), List.of(), List.of(), List.of(), List.of(), path, Path.of(path),
        Path.of(path, "stack.tm.hcl"), "workload", id, "lab", "node-1");
  }
}
