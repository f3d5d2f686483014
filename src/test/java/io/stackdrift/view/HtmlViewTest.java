package io.stackdrift.view;

import static io.stackdrift.view.ViewFixtures.DETECTED_AT;
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
import io.stackdrift.report.Resource;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.StatusChange;
import io.stackdrift.report.Summary;
import io.stackdrift.testing.HtmlPage;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

class HtmlViewTest {
  /** Markup, both quotes, an entity and a control character: all must stay text. */
  private static final String MARKUP = "<script>alert(\"x&amp;y\")</script><img src=x onerror='z'>\u001b[2J";
  private static final String MARKUP_SHOWN = "<script>alert(\"x&amp;y\")</script><img src=x onerror='z'>\\x1b[2J";

  private static DriftReport driftedReport() {
    return report(OverallStatus.DRIFTED,
        List.of(
            stack("stackkit-core", "core", "core", StackStatus.CONVERGED, new Summary(0, 0, 0), 77, null, null),
            stack("stackkit-app", "app", "workload", StackStatus.DRIFTED, new Summary(0, 1, 0), 1500,
                "tofu plan reports changes", List.of(new Resource("terraform_data.app_up", "update", true)))
                .withCause(DriftCause.EXTERNAL,
                    List.of(new IgnoredChange("aws_asg.web", "update", "the autoscaler owns capacity"))),
            stack("stackkit-cache", "cache", "workload", StackStatus.FAILED, null, 52,
                "Error: Reference to undeclared resource\n\n  on main.tf line 11", null),
            stack("stackkit-edge", "edge", "edge", StackStatus.PENDING_ROOT, null, 0,
                "runtime root has no OpenTofu configuration", null)),
        new DriftReport.Runtime("demo-app,other", "drifted", 3, 0),
        List.of(new DriftReport.Subject("runtime-configuration", "drifted", "runtime-service-set-changed", null)),
        List.of(finding("demo-app", "worker", "demo-app-worker-1", "not-running", "running", "exited", "stackkit-app"),
            finding("other", "db", "", "live-missing", "1 container", "none", "")),
        List.of("stackkit-app", "stackkit-core"));
  }

  /**
   * The whole page as exact text, src/test/resources/golden/html-drifted.html; after a deliberate
   * change of the page {@code -Dgolden.update=true} rewrites it (the diff is then the review).
   */
  @Test
  void thePageMatchesItsGoldenFile() throws Exception {
    String html = new HtmlView().render(RunOutcome.saved(driftedReport(), Optional.of(List.of(
        new StatusChange("2026-11-30T03:00:00Z", "stackkit-app", null, "converged", null, null),
        new StatusChange("2026-11-30T15:00:00Z", "stackkit-app", "converged", "drifted", "external", null)))));
    java.nio.file.Path golden = java.nio.file.Path.of("src/test/resources/golden/html-drifted.html");
    if (Boolean.getBoolean("golden.update")) {
      java.nio.file.Files.writeString(golden, html);
    }
    assertEquals(java.nio.file.Files.readString(golden), html);
  }

  private static HtmlPage page(DriftReport report, Optional<List<StatusChange>> history) throws Exception {
    String html = new HtmlView().render(RunOutcome.saved(report, history));
    HtmlPage page = HtmlPage.parse(html);
    page.assertOnlyOwnMarkup();
    page.assertSelfContained();
    return page;
  }

  @Test
  void theOverallStatusComesFirstWithCountsTimeWorkspaceAndTargets() throws Exception {
    HtmlPage page = page(driftedReport(), Optional.empty());
    Element body = page.elements("body").get(0);
    Element header = (Element) body.getElementsByTagName("header").item(0);
    assertEquals(header, firstElement(body), "the status is the first thing on the page");
    assertEquals("overall st-drifted", header.getAttribute("class"));
    String said = header.getTextContent();
    assertTrue(said.contains("\u25B2 DRIFTED"), said);
    assertTrue(said.contains("4 stacks: 1 converged, 1 drifted, 1 failed, 1 pending_root; containers drifted: "
        + "2 findings"), said);
    assertTrue(said.contains("2026-11-29 12:00:00 UTC"), said);
    assertTrue(said.contains("Workspace" + "workspace"), said);
    assertTrue(said.contains("Reconcile" + "stackkit-app, stackkit-core"), said);
    assertTrue(said.contains("1 planned change taken out by [[ignore]] rules"), said);
    assertEquals("stackdrift: drifted \u00B7 workspace", page.elements("title").get(0).getTextContent());
  }

  private static Element firstElement(Element parent) {
    for (var n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element e) {
        return e;
      }
    }
    throw new AssertionError("no element in " + parent.getTagName());
  }

  /** A plain Terramate repository's page has no Module, Role, site or node (contract §7, amended). */
  @Test
  void aPlainTerramateRepositoryHasNoStackkitColumns() throws Exception {
    DriftReport report = report(OverallStatus.DRIFTED, List.of(ViewFixtures.terramate("stacks/prod/db", "db",
        StackStatus.DRIFTED, new Summary(0, 1, 0), 5, "tofu plan reports changes")), DriftReport.Runtime.NONE,
        List.of(), null, List.of("stacks/prod/db"));
    String html = new HtmlView().render(RunOutcome.saved(report, Optional.empty()));

    for (String word : List.of("<th>Module</th>", "<th>Role</th>", "Site, node", "observability")) {
      assertFalse(html.contains(word), word);
    }
    assertTrue(html.contains("<th>Stack</th><th>Cause</th>"), html);
  }

  @Test
  void aRowPerStackAndDetailsOpenWhereAttentionIsNeeded() throws Exception {
    HtmlPage page = page(driftedReport(), Optional.empty());
    Element table = page.elements("table").get(0);
    List<String> rows = new ArrayList<>();
    var trs = ((Element) table.getElementsByTagName("tbody").item(0)).getElementsByTagName("tr");
    for (int i = 0; i < trs.getLength(); i++) {
      rows.add(trs.item(i).getTextContent());
    }
    assertEquals(List.of(
        "converged.stackkit/runtime/core stackkit-corecorecore-+0 ~0 -077ms",
        "drifted.stackkit/runtime/app stackkit-appappworkloadexternal+0 ~1 -01.5s1 ignored change",
        "failed.stackkit/runtime/cache stackkit-cachecacheworkload--52msError: Reference to undeclared resource \u2026",
        "pending_root.stackkit/runtime/edge stackkit-edgeedgeedge--0msruntime root has no OpenTofu configuration"),
        rows, "each stack by its path, the id second");
    List<Element> details = page.elements("details");
    assertEquals(List.of("stack-2", "stack-3", "stack-4"), details.stream().map(d -> d.getAttribute("id")).toList(),
        "a stack with nothing more to say has no details");
    assertEquals(List.of("open", "open", ""), details.stream().map(d -> d.getAttribute("open")).toList(),
        "drifted and failed stacks are open, a pending one closed");
    String app = details.get(0).getTextContent();
    assertTrue(app.contains("tofu plan reports changes"), app);
    assertTrue(app.contains("terraform_data.app_upupdateexternal"), app);
    assertTrue(app.contains("aws_asg.webupdatethe autoscaler owns capacity"), app);
    assertTrue(details.get(1).getTextContent().contains("Error: Reference to undeclared resource\n\n  on main.tf"),
        "the whole detail, line breaks kept");
    List<String> links = page.elements("a").stream().map(a -> a.getAttribute("href")).toList();
    assertEquals(List.of("#stack-2", "#stack-3", "#stack-4"), links);
  }

  @Test
  void containerFindingsArePerComposeProject() throws Exception {
    HtmlPage page = page(driftedReport(), Optional.empty());
    Element section = page.elements("section").stream().filter(s -> s.getAttribute("id").equals("containers"))
        .findFirst().orElseThrow();
    String said = section.getTextContent();
    assertTrue(said.contains("Compose project demo-app (stack .stackkit/runtime/app)"), said);
    assertTrue(said.contains("not-runningworkerdemo-app-worker-1expected running, found exited"), said);
    assertTrue(said.contains("Compose project other (no owning stack)"), said);
    assertTrue(said.contains("live-missingdb-expected 1 container, found none"), said);
  }

  @Test
  void everyTextStaysText() throws Exception {
    StackEntry awkward = StackEntry.builder().stackId(MARKUP).role(MARKUP).moduleRef(MARKUP).siteRef(MARKUP)
        .nodeRef(MARKUP).runtimeRoot(MARKUP).status(StackStatus.DRIFTED).planExitCode(2).summary(new Summary(1, 0, 0))
        .durationMs(5).detail(MARKUP).reason(MARKUP).driftCause(DriftCause.CONFIG)
        .ignored(List.of(new IgnoredChange(MARKUP, MARKUP, MARKUP))).resources(List.of(new Resource(MARKUP, MARKUP,
        false))).runIndex(0).since(MARKUP).build();
    DriftReport report = DriftReport.builder().schemaVersion(MARKUP).mode(MARKUP).generationTarget(MARKUP)
        .hasDrift(true).planHash(MARKUP).runtime(new DriftReport.Runtime(MARKUP, MARKUP, 1, 0))
        .subjects(List.of(new DriftReport.Subject(MARKUP, "unavailable", MARKUP, MARKUP))).stackId(MARKUP)
        .detectedAt(MARKUP).status(OverallStatus.DRIFTED).stacks(List.of(awkward)).reconcileTargets(List.of(MARKUP))
        .nativeFindings(List.of(finding(MARKUP, MARKUP, MARKUP, MARKUP, MARKUP, MARKUP, MARKUP)))
        .tool(new DriftReport.Tool(MARKUP, MARKUP, MARKUP)).runId(MARKUP).build();
    List<StatusChange> history = List.of(new StatusChange(DETECTED_AT, MARKUP, null, MARKUP, MARKUP),
        new StatusChange(MARKUP, MARKUP, MARKUP, MARKUP));
    String html = new HtmlView().render(new RunOutcome(report, Optional.empty(), Instant.EPOCH, List.of(),
        Optional.of(history), MARKUP));
    HtmlPage page = HtmlPage.parse(html);
    page.assertOnlyOwnMarkup();
    page.assertSelfContained();
    String text = page.text();
    int shown = text.split(java.util.regex.Pattern.quote(MARKUP_SHOWN), -1).length - 1;
    assertTrue(shown >= 25, "each field shown as the text it is (" + shown + " times): " + text);
    assertFalse(html.contains("\u001b"), "a control character is shown escaped, never written raw");
  }

  @Test
  void withoutAStateDirectoryThePageSaysWhyThereIsNoHistory() throws Exception {
    HtmlPage page = page(driftedReport(), Optional.empty());
    assertTrue(page.elements("svg").isEmpty());
    String said = page.elements("section").stream().filter(s -> s.getAttribute("id").equals("history"))
        .findFirst().orElseThrow().getTextContent();
    assertTrue(said.contains("No state directory was given"), said);
  }

  @Test
  void theHistoryHasARowPerStackAndAColumnPerRunEachCellWithAWord() throws Exception {
    DriftReport report = report(OverallStatus.DRIFTED, List.of(
        stack("a", "a", "core", StackStatus.CONVERGED, new Summary(0, 0, 0), 5, null, null),
        stack("b", "b", "workload", StackStatus.DRIFTED, new Summary(0, 1, 0), 5, null, null)
            .withCause(DriftCause.EXTERNAL, null)), DriftReport.Runtime.NONE, List.of(), null, List.of("b"));
    List<StatusChange> history = List.of(
        new StatusChange("2026-11-27T08:00:00Z", "a", null, "failed"),
        new StatusChange("2026-11-27T08:00:00Z", "b", null, "converged"),
        new StatusChange("2026-11-27T08:00:00Z", "gone", null, "converged"),
        new StatusChange("2026-11-28T08:00:00Z", "a", "failed", "converged"),
        new StatusChange("2026-11-28T08:00:00Z", "gone", "converged", null),
        new StatusChange(DETECTED_AT, "b", "converged", "drifted", "external"));
    HtmlPage page = page(report, Optional.of(history));
    assertEquals(List.of(
        ".stackkit/runtime/a \u00B7 2026-11-27 08:00:00 UTC \u00B7 failed|F",
        ".stackkit/runtime/a \u00B7 2026-11-28 08:00:00 UTC \u00B7 converged|C",
        ".stackkit/runtime/a \u00B7 2026-11-29 12:00:00 UTC \u00B7 converged|C",
        ".stackkit/runtime/b \u00B7 2026-11-27 08:00:00 UTC \u00B7 converged|C",
        ".stackkit/runtime/b \u00B7 2026-11-28 08:00:00 UTC \u00B7 converged|C",
        ".stackkit/runtime/b \u00B7 2026-11-29 12:00:00 UTC \u00B7 drifted (external)|D",
        "gone \u00B7 2026-11-27 08:00:00 UTC \u00B7 converged|C",
        "gone \u00B7 2026-11-28 08:00:00 UTC \u00B7 not in the workspace|\u2013",
        "gone \u00B7 2026-11-29 12:00:00 UTC \u00B7 not in the workspace|\u2013"), cells(page));
    List<String> labels = page.elements("text").stream().filter(t -> t.getParentNode().getNodeName().equals("svg"))
        .map(t -> t.getLastChild().getTextContent()).toList();
    assertEquals(List.of("now", ".stackkit/runtime/a", ".stackkit/runtime/b", "gone"), labels,
        "this report's column is marked; the report's stacks first, then the one that left");
    String note = page.elements("p").stream().map(Element::getTextContent).filter(t -> t.startsWith("A row per"))
        .findFirst().orElseThrow();
    assertTrue(note.contains("All 3 runs drawn (at most 50). From 2026-11-27 08:00:00 UTC to 2026-11-29 12:00:00 UTC."),
        note);
  }

  @Test
  void theHistoryIsBoundedAndAStackKeepsItsStatusFromBeforeTheWindow() throws Exception {
    DriftReport report = report(OverallStatus.CLEAN, List.of(
        stack("steady", "s", "core", StackStatus.CONVERGED, new Summary(0, 0, 0), 5, null, null)),
        DriftReport.Runtime.NONE, List.of(), null, List.of());
    List<StatusChange> history = new ArrayList<>();
    history.add(new StatusChange("2026-10-01T00:00:00Z", "steady", null, "converged"));
    Instant start = Instant.parse("2026-10-02T00:00:00Z");
    for (int i = 0; i < 60; i++) {
      String at = start.plusSeconds(3600L * i).toString();
      history.add(new StatusChange(at, "flappy", i % 2 == 0 ? null : "converged", i % 2 == 0 ? "failed" : "converged"));
    }
    HtmlPage page = page(report, Optional.of(history));
    List<String> steady = cells(page).stream().filter(c -> c.startsWith(".stackkit/runtime/s ")).toList();
    assertEquals(HistoryChart.MAX_RUNS, steady.size(), "one cell per drawn run: " + steady);
    assertTrue(steady.stream().allMatch(c -> c.endsWith("converged|C")), "seen before the window, still known: "
        + steady);
    String note = page.elements("p").stream().map(Element::getTextContent).filter(t -> t.startsWith("A row per"))
        .findFirst().orElseThrow();
    assertTrue(note.contains("The last 50 of 62 runs are drawn."), note);
  }

  /** Each history cell as "tooltip|letter", rows top to bottom, runs left to right. */
  private static List<String> cells(HtmlPage page) {
    return page.elements("g").stream().map(g -> g.getElementsByTagName("title").item(0).getTextContent() + "|"
        + g.getElementsByTagName("text").item(0).getTextContent()).toList();
  }
}
