package io.stackdrift.view;

import static io.stackdrift.view.ViewFixtures.finding;
import static io.stackdrift.view.ViewFixtures.report;
import static io.stackdrift.view.ViewFixtures.stack;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.stackdrift.report.DriftCause;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.IgnoredChange;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.Resource;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.Summary;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;

class JUnitViewTest {
  /** Markup characters, the control characters U+0001 and ESC, a lone surrogate, U+FFFE and a second line. */
  private static final String NASTY_DETAIL = "Error: <&\"'>\u0001\u001B\uD800\uFFFE in main.tf\nsecond line";
  /** What XML 1.0 can keep of it. */
  private static final String NASTY_DETAIL_IN_XML = "Error: <&\"'> in main.tf\nsecond line";

  private static final List<StackEntry> STACKS = List.of(
      stack("stackkit-core", "core", "core", StackStatus.CONVERGED, new Summary(0, 0, 0), 1500, null, null),
      stack("stackkit-app", "app", "workload", StackStatus.DRIFTED, new Summary(1, 2, 3), 812,
          "tofu plan reports changes", List.of(new Resource("terraform_data.app_up", "update", false),
              new Resource("aws_s3_bucket.logs", "delete", true)))
          .withCause(DriftCause.BOTH, List.of(new IgnoredChange("aws_asg.web", "update", "autoscaler"))),
      stack("stackkit-cache", "cache", "workload", StackStatus.FAILED, null, 40, NASTY_DETAIL, null),
      stack("stackkit-edge", "edge", "edge", StackStatus.PENDING_ROOT, null, 0, "no <root> yet", null));

  @Test
  void aRunThatSelectedNoStackIsAnErrorNotAnEmptyGreenSuite() throws Exception {
    Element suite = parse(new JUnitView().render(report(OverallStatus.UNKNOWN, List.of(), null, List.of(), null,
        List.of())));
    assertEquals("1", suite.getAttribute("tests"));
    assertEquals("1", suite.getAttribute("errors"));
    Element error = (Element) testCase(suite, JUnitView.SUITE, JUnitView.SELECTION_NAME)
        .getElementsByTagName("error").item(0);
    assertEquals(JUnitView.NOTHING_SELECTED, error.getAttribute("message"));
  }

  private static DriftReport driftedReport() {
    return report(OverallStatus.DRIFTED, STACKS, new DriftReport.Runtime("demo, quiet", "drifted", 3, 0),
        List.of(new DriftReport.Subject("runtime-configuration", "drifted", "runtime-service-set-changed", null)),
        List.of(finding("demo", "worker", "demo-worker-1", "not-running", "running", "exited", "stackkit-app"),
            finding("demo", "old", "demo-old-1", "orphan", "", "busybox", "stackkit-app")),
        List.of("stackkit-app"));
  }

  /**
   * As the engine reports a check that failed on its first project: {@code projectRef} lists only
   * projects checked to the end, so here none.
   */
  private static DriftReport unavailableReport() {
    return unavailableReport(new DriftReport.Runtime("", "unavailable", 0, 0), List.of());
  }

  private static DriftReport unavailableReport(DriftReport.Runtime runtime, List<DriftReport.NativeFinding> findings) {
    return report(OverallStatus.UNKNOWN, List.of(), runtime,
        List.of(new DriftReport.Subject("runtime-configuration", "unavailable", null,
            "Cannot connect to the Docker daemon & co")),
        findings, List.of());
  }

  @Test
  void suiteCountsMatchItsTestCases() throws Exception {
    Element suite = parse(new JUnitView().render(driftedReport()));
    assertEquals("testsuite", suite.getTagName(), "the document element");
    assertEquals(1, suite.getOwnerDocument().getElementsByTagName("testsuite").getLength());
    assertEquals("stackdrift", suite.getAttribute("name"));
    List<Element> cases = children(suite, "testcase");
    assertEquals(6, cases.size(), "4 stacks and 2 Compose projects");
    assertEquals(String.valueOf(cases.size()), suite.getAttribute("tests"));
    assertEquals(String.valueOf(outcomes(cases, "failure")), suite.getAttribute("failures"));
    assertEquals(String.valueOf(outcomes(cases, "error")), suite.getAttribute("errors"));
    assertEquals(String.valueOf(outcomes(cases, "skipped")), suite.getAttribute("skipped"));
    assertEquals("2", suite.getAttribute("failures"), "the drifted stack and the drifted project");
    assertEquals("1", suite.getAttribute("errors"));
    assertEquals("1", suite.getAttribute("skipped"));
    assertEquals("2.352", suite.getAttribute("time"), "the stacks' durations added up");
    assertEquals("2026-11-29T12:00:00", suite.getAttribute("timestamp"));
  }

  @ParameterizedTest
  @EnumSource(StackStatus.class)
  void eachStackStatusBecomesItsTestOutcome(StackStatus status) throws Exception {
    StackEntry entry = STACKS.stream().filter(e -> e.status() == status).findFirst().orElseThrow();
    Element testCase = testCase(parse(new JUnitView().render(driftedReport())), entry.moduleRef(), entry.runtimeRoot());
    assertEquals("stack id " + entry.stackId() + "\n", only(children(testCase, "system-out"), "system-out")
        .getTextContent(), "the id comes second, where CI shows a test's output");
    List<Element> inside = children(testCase, null).stream().filter(e -> !e.getTagName().equals("system-out"))
        .toList();
    switch (status) {
      case CONVERGED -> assertEquals(List.of(), inside, "a converged stack passes");
      case DRIFTED -> {
        Element failure = only(inside, "failure");
        assertEquals("drifted (both): +1 ~2 -3", failure.getAttribute("message"));
        assertEquals("""
            +1 ~2 -3
            tofu plan reports changes
            cause: both
            aws_s3_bucket.logs delete (drift: changed outside OpenTofu)
            terraform_data.app_up update
            aws_asg.web update (ignored: autoscaler)
            """, failure.getTextContent());
      }
      case FAILED -> {
        Element error = only(inside, "error");
        assertEquals(NASTY_DETAIL_IN_XML, error.getAttribute("message"), "line break kept, illegal characters gone");
        assertEquals(NASTY_DETAIL_IN_XML, error.getTextContent());
      }
      case PENDING_ROOT -> assertEquals("no <root> yet", only(inside, "skipped").getAttribute("message"));
    }
    String seconds = switch (status) {
      case CONVERGED -> "1.500";
      case DRIFTED -> "0.812";
      case FAILED -> "0.040";
      case PENDING_ROOT -> "0.000";
    };
    assertEquals(seconds, testCase.getAttribute("time"));
  }

  @Test
  void aComposeProjectWithFindingsFailsWithOneLinePerFinding() throws Exception {
    Element failure = only(children(testCase(parse(new JUnitView().render(driftedReport())), "compose", "demo"),
        null), "failure");
    assertEquals("2 container findings", failure.getAttribute("message"));
    assertEquals("""
        not-running worker demo-worker-1 expected running, found exited
        orphan old demo-old-1 not a service of the compose file (busybox)
        """, failure.getTextContent());
  }

  @Test
  void aComposeProjectWithoutFindingsPasses() throws Exception {
    Element quiet = testCase(parse(new JUnitView().render(driftedReport())), "compose", "quiet");
    assertEquals(List.of(), children(quiet, null));
    assertEquals("0.000", quiet.getAttribute("time"));
  }

  @Test
  void anUnavailableEngineIsAnErrorWithItsDetail() throws Exception {
    Element suite = parse(new JUnitView().render(unavailableReport()));
    Element error = only(children(testCase(suite, "compose", "container engine"), null), "error");
    assertEquals("Cannot connect to the Docker daemon & co", error.getAttribute("message"));
    assertEquals("2", suite.getAttribute("tests"), "the engine, and the selection: the fixture has no stack");
    assertEquals("2", suite.getAttribute("errors"));
    assertEquals("0", suite.getAttribute("failures"));
  }

  @Test
  void projectsCheckedBeforeTheEngineFailedAreJudgedByTheirFindingsAlone() throws Exception {
    Element suite = parse(new JUnitView().render(unavailableReport(
        new DriftReport.Runtime("demo,quiet", "unavailable", 3, 0),
        List.of(finding("demo", "worker", "demo-worker-1", "not-running", "running", "exited", "")))));
    assertEquals("1 container finding",
        only(children(testCase(suite, "compose", "demo"), null), "failure").getAttribute("message"));
    assertEquals(List.of(), children(testCase(suite, "compose", "quiet"), null), "checked, nothing found");
    assertEquals("Cannot connect to the Docker daemon & co",
        only(children(testCase(suite, "compose", "container engine"), null), "error").getAttribute("message"));
    assertEquals("4", suite.getAttribute("tests"), "two projects, the engine, the empty stack selection");
    assertEquals("2", suite.getAttribute("errors"));
    assertEquals("1", suite.getAttribute("failures"));
  }

  @Test
  void noContainerCheckMeansNoComposeTestCase() throws Exception {
    DriftReport report = report(OverallStatus.CLEAN, List.of(STACKS.get(0)), DriftReport.Runtime.NONE, List.of(),
        null, List.of());
    Element suite = parse(new JUnitView().render(report));
    List<Element> cases = children(suite, "testcase");
    assertEquals(1, cases.size());
    assertEquals(".stackkit/runtime/core", cases.get(0).getAttribute("name"), "CI shows the stack's path");
    assertEquals("0", suite.getAttribute("failures"));
  }

  private static Element parse(String xml) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    Document doc = factory.newDocumentBuilder().parse(new InputSource(new StringReader(xml)));
    return doc.getDocumentElement();
  }

  private static Element testCase(Element suite, String classname, String name) {
    List<Element> matching = children(suite, "testcase").stream()
        .filter(e -> e.getAttribute("classname").equals(classname) && e.getAttribute("name").equals(name)).toList();
    assertEquals(1, matching.size(), "test cases " + classname + " " + name);
    return matching.get(0);
  }

  /** Child elements, of one tag or (null) of any. */
  private static List<Element> children(Element parent, String tag) {
    List<Element> out = new ArrayList<>();
    for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element e && (tag == null || e.getTagName().equals(tag))) {
        out.add(e);
      }
    }
    return out;
  }

  private static long outcomes(List<Element> cases, String tag) {
    return cases.stream().mapToLong(c -> children(c, tag).size()).sum();
  }

  private static Element only(List<Element> elements, String tag) {
    assertEquals(1, elements.size(), "one element inside the test case");
    Element e = elements.get(0);
    assertEquals(tag, e.getTagName());
    return e;
  }
}
