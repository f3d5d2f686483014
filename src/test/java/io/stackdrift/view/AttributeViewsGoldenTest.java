package io.stackdrift.view;

import static io.stackdrift.view.ViewFixtures.stack;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.report.AttributeChange;
import io.stackdrift.report.Details;
import io.stackdrift.report.DriftCause;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.Resource;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.Summary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Attribute changes in the table and in Markdown (contract §4b), compared as exact text with
 * src/test/resources/golden/attributes-*; {@code -Dgolden.update=true} rewrites them.
 */
class AttributeViewsGoldenTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden");

  @Test
  void offATerminalEveryAttributeIsALine() throws IOException {
    assertGolden("attributes-table.txt", new HumanView(ViewStyle.PLAIN).render(drifted()));
  }

  @Test
  void onATerminalTheFirstFivePerStackAndDetailsShowsAll() throws IOException {
    String fitted = new HumanView(new ViewStyle(false, 80, false)).render(drifted());
    fitted.lines().forEach(l -> assertTrue(Elision.length(l) <= 80, "80 columns: " + l));
    assertGolden("attributes-table-80.txt", fitted);
    assertGolden("attributes-table-80-details.txt",
        new HumanView(new ViewStyle(false, 80, false, true)).render(drifted()));
  }

  @Test
  void markdownFoldsATablePerStackWithEveryCellEscaped() throws IOException {
    assertGolden("attributes-markdown.md", new MarkdownView().render(drifted()));
  }

  private static DriftReport drifted() {
    List<Resource> web = List.of(
        new Resource("aws_security_group.web", "update", true),
        new Resource("aws_security_group.web", "update", false).withAttributes(List.of(
            new AttributeChange("ingress[0].cidr_blocks[1]", "\"0.0.0.0/0\"", "\"10.1.0.0/16\"", true, false),
            new AttributeChange("tags[\"Owner\"]", "\"b|c\"", "\"<team>\"", false, false),
            new AttributeChange("description", "\"`x`\"", "\"*y*\"", false, false)), 3, 1),
        new Resource("aws_ssm_parameter.flag", "update", false).withAttributes(List.of(
            new AttributeChange("value", null, null, true, true),
            new AttributeChange("version", "2", AttributeChange.UNKNOWN, false, false)), 2, 0),
        new Resource("aws_instance.old", "replace", false).withAttributes(List.of(
            new AttributeChange("ami", "\"ami-1\"", "\"ami-2\"", false, false)), 60, 0));
    return ViewFixtures.report(OverallStatus.DRIFTED, List.of(
        stack("stackkit-web", "web", "workload", StackStatus.DRIFTED, new Summary(0, 2, 0), 4_210, null, web)
            .toBuilder().details(Details.ATTRIBUTES).build().withCause(DriftCause.BOTH, null),
        stack("stackkit-db", "db", "core", StackStatus.CONVERGED, new Summary(0, 0, 0), 1_200, null, null)),
        DriftReport.Runtime.NONE, List.of(), List.of(), List.of("stackkit-web"));
  }

  private static void assertGolden(String name, String actual) throws IOException {
    Path file = GOLDEN.resolve(name);
    if (Boolean.getBoolean("golden.update")) {
      Files.writeString(file, actual);
    }
    assertEquals(Files.readString(file), actual, name);
  }
}
