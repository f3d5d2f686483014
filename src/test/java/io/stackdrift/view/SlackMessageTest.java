package io.stackdrift.view;

import static io.stackdrift.view.ViewFixtures.report;
import static io.stackdrift.view.ViewFixtures.stack;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.report.AttributeChange;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.IgnoredChange;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.Resource;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.StatusChange;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The Slack notification's text (contract §12): what changed, in a few short lines. */
class SlackMessageTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String AT = ViewFixtures.DETECTED_AT;

  @Test
  void namesNewDriftClearedDriftAndNewFailuresWithTheOverallStatus() throws Exception {
    DriftReport report = report(OverallStatus.UNKNOWN, List.of(
        stack("app", "app", "workload", StackStatus.DRIFTED, null, 1, null, null),
        stack("db", "db", "core", StackStatus.CONVERGED, null, 1, null, null),
        stack("dns", "dns", "core", StackStatus.FAILED, null, 1, "init failed", null),
        stack("net", "net", "core", StackStatus.DRIFTED, null, 1, null, null)), null, List.of(), null, List.of());
    List<StatusChange> changes = List.of(
        new StatusChange(AT, "app", null, "drifted", "external"),
        new StatusChange(AT, "db", "drifted", "converged"),
        new StatusChange(AT, "dns", "converged", "failed"),
        new StatusChange(AT, "net", "drifted", "drifted", "external", Boolean.TRUE));

    assertEquals("stackdrift prod-eu: unknown (4 stacks: 1 converged, 2 drifted, 1 failed)\n"
        + "New drift: .stackkit/runtime/app\nDrift cleared: .stackkit/runtime/db\nNew failures: .stackkit/runtime/dns",
        text(new SlackMessage("prod-eu"), report, changes));
  }

  @Test
  void aLongListIsCutAfterTwentyIds() throws Exception {
    List<StackEntry> stacks = new ArrayList<>();
    List<StatusChange> changes = new ArrayList<>();
    IntStream.range(0, 25).forEach(i -> {
      stacks.add(at("s" + i, "stacks/s" + i, StackStatus.FAILED));
      changes.add(new StatusChange(AT, "s" + i, null, "failed"));
    });
    String text = text(new SlackMessage(""), report(OverallStatus.UNKNOWN, stacks, null, List.of(), null, null),
        changes);

    assertEquals("stackdrift: unknown (25 stacks: 25 failed)\nNew failures: " + String.join(", ",
        IntStream.range(0, 20).mapToObj(i -> "stacks/s" + i).toList()) + " and 5 more", text);
  }

  @Test
  void textFromOutsideCannotMentionLinkOrBreakLines() throws Exception {
    String path = "<!channel> <http://evil.example|click> & \nforged";
    DriftReport report = report(OverallStatus.DRIFTED, List.of(at("s", path, StackStatus.DRIFTED)), null, List.of(),
        null, List.of());

    assertEquals("stackdrift &lt;b&gt;: drifted (1 stack: 1 drifted)\n"
        + "New drift: &lt;!channel&gt; &lt;http://evil.example|click&gt; &amp; \\nforged",
        text(new SlackMessage("<b>"), report, List.of(new StatusChange(AT, "s", null, "drifted"))));
  }

  /** A stack named by the path a reader knows; a stack that left the workspace keeps its id. */
  @Test
  void aStackIsNamedByItsPathAndAStackNoLongerThereByItsId() throws Exception {
    DriftReport report = report(OverallStatus.DRIFTED, List.of(at("1b0e6f2c-7cce-480d-b6b0-1f6c01e28820",
        "stacks/db", StackStatus.DRIFTED)), null, List.of(), null, List.of());
    assertEquals("stackdrift: drifted (1 stack: 1 drifted)\nNew drift: stacks/db\nDrift cleared: gone-1",
        text(new SlackMessage(""), report, List.of(new StatusChange(AT, "1b0e6f2c-7cce-480d-b6b0-1f6c01e28820", null,
            "drifted"), new StatusChange(AT, "gone-1", "drifted", "converged"))));
  }

  /** A stack whose drift an [[ignore]] rule took out is silenced, not cleared: the drift is still there. */
  @Test
  void driftAnIgnoreRuleSilencedIsNeverCalledCleared() throws Exception {
    StackEntry silenced = StackEntry.builder().stackId("db").runtimeRoot("stacks/prod/db").status(StackStatus.CONVERGED)
        .durationMs(1).ignored(List.of(new IgnoredChange("aws_asg.db", "update", "the autoscaler owns the size")))
        .build();
    StackEntry fixed = at("web", "stacks/prod/web", StackStatus.CONVERGED);
    DriftReport report = report(OverallStatus.CLEAN, List.of(silenced, fixed), null, List.of(), null, List.of());

    assertEquals("stackdrift: clean (2 stacks: 2 converged)\nDrift cleared: stacks/prod/web\n"
        + "Ignored by a rule: stacks/prod/db (the autoscaler owns the size)",
        text(new SlackMessage(""), report, List.of(new StatusChange(AT, "db", "drifted", "converged"),
            new StatusChange(AT, "web", "drifted", "converged"))));
  }

  /** Up to five attribute changes per newly drifted stack, each stack its own five. */
  @Test
  void upToFiveAttributeChangesPerStack() throws Exception {
    List<StackEntry> stacks = new ArrayList<>();
    List<StatusChange> changes = new ArrayList<>();
    for (String name : List.of("a", "b")) {
      List<AttributeChange> attributes = IntStream.range(0, 7).mapToObj(i -> new AttributeChange("tags.k" + i,
          "\"x\"", "\"y\"", true, false)).toList();
      Resource r = new Resource("aws_instance.web", "update", true).withAttributes(attributes, 7, 0);
      stacks.add(StackEntry.builder().stackId(name).runtimeRoot("stacks/" + name).status(StackStatus.DRIFTED)
          .durationMs(1).resources(List.of(r)).build());
      changes.add(new StatusChange(AT, name, "converged", "drifted", "external"));
    }
    String text = text(new SlackMessage(""), report(OverallStatus.DRIFTED, stacks, null, List.of(), null, List.of()),
        changes);

    for (String name : List.of("a", "b")) {
      assertEquals(5, text.lines().filter(l -> l.startsWith("• stacks/" + name + ": ~ aws_instance.web  tags.k"))
          .count(), text);
      assertTrue(text.contains("• stacks/" + name + ": and 2 more attribute changes in the report"), text);
    }
  }

  private static StackEntry at(String id, String path, StackStatus status) {
    return StackEntry.builder().stackId(id).role("core").moduleRef("m").siteRef("lab").nodeRef("n").runtimeRoot(path)
        .status(status).durationMs(1).build();
  }

  @Test
  void containerDriftIsMentioned() throws Exception {
    DriftReport report = report(OverallStatus.DRIFTED, List.of(), null, List.of(),
        List.of(ViewFixtures.finding("app", "web", "app-web-1", "image", "nginx:1", "nginx:2", null)), List.of());
    assertEquals("stackdrift: drifted (0 stacks)\nContainer drift: see the report",
        text(new SlackMessage(""), report, List.of()));
  }

  private static String text(SlackMessage message, DriftReport report, List<StatusChange> changes) throws Exception {
    RunOutcome run = RunOutcome.of(report, Instant.EPOCH, Instant.EPOCH, changes, Optional.empty());
    String body = message.render(run);
    assertEquals(List.of("text"), List.copyOf(JSON.readTree(body).properties().stream().map(e -> e.getKey()).toList()));
    return JSON.readTree(body).get("text").asText();
  }
}
