package io.stackdrift.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.GeneratedCode;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.StatusChange;
import io.stackdrift.report.Summary;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Every view says "generated code outdated" with the files (contract §15): a stack refused its plan,
 * and a stack planned with the outdated-code safeguard turned off.
 */
class GeneratedCodeViewsTest {
  private static final String DETAIL = "generated code is outdated: backend.tf (update), providers.tf (create); "
      + "run terramate generate";

  private static final StackEntry REFUSED = ViewFixtures.terramate("/stacks/a", "a", StackStatus.FAILED, null, 3,
      DETAIL).toBuilder().generatedCode(GeneratedCode.outdated(List.of(new GeneratedCode.File("backend.tf", "update"),
          new GeneratedCode.File("providers.tf", "create")))).build();
  private static final StackEntry PLANNED = ViewFixtures.terramate("/stacks/b", "b", StackStatus.CONVERGED,
      new Summary(0, 0, 0), 5, null).toBuilder()
      .generatedCode(GeneratedCode.outdated(List.of(new GeneratedCode.File("a<b>.tf", "delete")))).build();
  private static final StackEntry CURRENT = ViewFixtures.terramate("/stacks/c", "c", StackStatus.CONVERGED,
      new Summary(0, 0, 0), 5, null);

  private static final DriftReport REPORT = ViewFixtures.report(OverallStatus.UNKNOWN, List.of(REFUSED, PLANNED,
      CURRENT), null, List.of(), null, List.of());

  @Test
  void markdownListsEachStackWithItsFilesAndWhetherItWasPlanned() {
    String md = new MarkdownView().render(REPORT);
    assertTrue(md.contains("### Generated code outdated\n\n"
        + "- /stacks/a: backend.tf (update), providers.tf (create) (not planned; run terramate generate)\n"
        + "- /stacks/b: a\\<b\\>.tf (delete) (planned with the outdated-code safeguard turned off)\n"), md);
    assertFalse(md.contains("- /stacks/c"), md);
  }

  @Test
  void markdownHasNoSectionWhenEveryStackIsCurrent() {
    assertFalse(new MarkdownView().render(REPORT.withStacks(List.of(CURRENT))).contains("Generated code"));
  }

  @Test
  void theHtmlPageTagsTheStacksAndListsTheFilesInTheirDetails() {
    String html = new HtmlView().render(RunOutcome.saved(REPORT, Optional.empty()));
    assertEquals(2, html.split("<span class=\"tag generated\">generated code outdated</span>", -1).length - 1, html);
    assertTrue(html.contains("<h3>Generated code outdated</h3>\n<p>not planned; run terramate generate</p>\n"
        + "<ul class=\"generated\"><li><code>backend.tf</code> update</li><li><code>providers.tf</code> create</li>"
        + "</ul>\n"), html);
    assertTrue(html.contains("<p>planned with the outdated-code safeguard turned off</p>\n"
        + "<ul class=\"generated\"><li><code>a&lt;b&gt;.tf</code> delete</li></ul>\n"), html);
  }

  @Test
  void junitMakesARefusedStackAGeneratedCodeErrorAndKeepsAPlannedStacksResult() {
    String xml = new JUnitView().render(REPORT);
    assertTrue(xml.contains("<error message=\"generated code outdated: backend.tf (update), providers.tf (create); "
        + "run terramate generate\" type=\"generated-code\">backend.tf update\nproviders.tf create\n"
        + "not planned; run terramate generate\n</error>"), xml);
    assertTrue(xml.contains("<testcase classname=\"b\" name=\"/stacks/b\" time=\"0.005\">\n    <system-out>"
        + "generated code outdated: a&lt;b&gt;.tf (delete) (planned with the outdated-code safeguard turned off)\n"
        + "</system-out>\n  </testcase>"), "the planned stack passes, saying why its code is suspect: " + xml);
    assertTrue(xml.contains("errors=\"1\"") && xml.contains("failures=\"0\""), xml);
  }

  @Test
  void slackNamesTheStacksInTheNewsWithTheirFiles() throws Exception {
    List<StatusChange> changes = List.of(new StatusChange(ViewFixtures.DETECTED_AT, "/stacks/a", "converged", "failed"),
        new StatusChange(ViewFixtures.DETECTED_AT, "/stacks/b", null, "converged"));
    String body = new SlackMessage("").render(RunOutcome.of(REPORT, Instant.EPOCH, Instant.EPOCH, changes, Optional.empty()));
    String text = new ObjectMapper().readTree(body).get("text").asText();
    assertTrue(text.contains("\nGenerated code outdated: /stacks/a (backend.tf (update), providers.tf (create)), "
        + "/stacks/b (a&lt;b&gt;.tf (delete))"), text);
  }

  @Test
  void slackSaysNothingOfAStackWithoutNews() throws Exception {
    String body = new SlackMessage("").render(RunOutcome.of(REPORT, Instant.EPOCH, Instant.EPOCH, List.of(), Optional.empty()));
    assertFalse(new ObjectMapper().readTree(body).get("text").asText().contains("Generated code"), body);
  }
}
