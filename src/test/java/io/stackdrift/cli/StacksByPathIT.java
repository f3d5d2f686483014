package io.stackdrift.cli;

import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.TofuWorkspace;
import io.stackdrift.testing.WebhookReceiver;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A workspace whose stacks have UUID ids, as {@code terramate create} writes them: every view
 * outside the JSON report names them by path (and name), the id second (contract §7). Real plans
 * of {@code terraform_data} stacks, a real receiver on loopback for the notifications.
 */
class StacksByPathIT {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String DB = "1b0e6f2c-7cce-480d-b6b0-1f6c01e28820";
  private static final String WEB = "5d0c2a8e-31f4-4b6e-9a7d-2c1e8f3b6a90";
  private static final String DB_LABEL = "stacks/db (orders database)";

  @Test
  void everyViewNamesAStackByItsPathAndItsIdComesSecond(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp.resolve("ws"));
    ws.stack("stacks/db", DB, List.of("role/core"), dataResource("v1"));
    ws.write("stacks/db", "stack.tm.hcl", "stack {\n  id   = \"" + DB + "\"\n  name = \"orders database\"\n"
        + "  tags = [\"role/core\"]\n}\n");
    ws.stack("stacks/web", WEB, List.of("role/workload"), dataResource("v1"));
    ws.write("stacks/web", "stack.tm.hcl", "stack {\n  id   = \"" + WEB + "\"\n  name = \"web\"\n"
        + "  tags = [\"role/workload\"]\n}\n");
    ws.apply("stacks/db");
    ws.apply("stacks/web");
    ws.write("stacks/db", "main.tf", dataResource("v2"));
    Path out = Files.createDirectories(tmp.resolve("out"));
    String state = tmp.resolve("state").toString();

    try (WebhookReceiver receiver = new WebhookReceiver()) {
      Files.writeString(ws.root().resolve("stackdrift.toml"), "[[notify]]\nurl = \"" + receiver.url("/slack")
          + "\"\nformat = \"slack\"\non = \"always\"\n\n[[notify]]\nurl = \"" + receiver.url("/json")
          + "\"\nformat = \"json\"\non = \"always\"\n");
      CliRun detect = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--no-color", "--state-dir", state,
          "-o", out.resolve("report.json").toString(), "--junit", out.resolve("junit.xml").toString(),
          "--html", out.resolve("page.html").toString(), "--metrics-textfile", out.resolve("metrics.prom").toString());
      assertEquals(0, detect.code(), detect.err());

      JsonNode report = JSON.readTree(out.resolve("report.json").toFile());
      String junit = Files.readString(out.resolve("junit.xml"));
      String html = Files.readString(out.resolve("page.html"));
      String metrics = Files.readString(out.resolve("metrics.prom"));
      String slack = JSON.readTree(receiver.requests.stream().filter(r -> r.path().equals("/slack")).findFirst()
          .orElseThrow().body()).get("text").asText();
      JsonNode runEvent = JSON.readTree(receiver.requests.stream().filter(r -> r.path().equals("/json")).findFirst()
          .orElseThrow().body());
      CliRun markdown = CliRun.of("report", "show", out.resolve("report.json").toString(), "--format", "markdown");
      CliRun history = CliRun.of("history", "-C", ws.root().toString(), "--state-dir", state);
      CliRun dryRun = CliRun.of("reconcile", "-C", ws.root().toString(), "--no-native", "--state-dir", state);

      assertAll(
          () -> assertEquals(DB, report.get("stacks").get(0).get("stackId").asText(), "the JSON report keeps its ids"),
          () -> assertEquals("orders database", report.get("stacks").get(0).get("name").asText()),
          () -> assertEquals(DB, report.get("reconcileTargets").get(0).asText()),
          () -> assertTrue(matches(detect.out(), "drifted +" + Pattern.quote(DB_LABEL)
              + " +\\+0 ~1 -0 .*"), "the table, piped:\n" + detect.out()),
          () -> assertTrue(detect.out().contains("Reconcile targets: " + DB_LABEL + "\n"), detect.out()),
          () -> assertTrue(matches(detect.err(), "stackdrift: \\[\\d/2] drifted +" + Pattern.quote(DB_LABEL)
              + " \\(.*"), "the progress lines:\n" + detect.err()),
          () -> assertTrue(matches(detect.out(), "converged +stacks/web +\\+0 ~0 -0 .*"),
              "a name the directory already says is not repeated:\n" + detect.out()),
          () -> assertTrue(junit.contains("name=\"" + DB_LABEL + "\""), junit),
          () -> assertTrue(junit.contains("<system-out>stack id " + DB + "\n</system-out>"), junit),
          () -> assertTrue(html.contains(DB_LABEL + "</a></span> <span class=\"id note\">" + DB + "</span>"),
              "the page's table"),
          () -> assertTrue(metrics.contains("stack_id=\"" + DB + "\",stack_path=\"stacks/db\""), metrics),
          () -> assertTrue(slack.contains("New drift: " + DB_LABEL), slack),
          () -> assertEquals("stacks/db", runEvent.get("attributes").get("reconcileTargetPaths").asText()),
          () -> assertTrue(markdown.out().contains("| drifted | " + DB_LABEL + " | `" + DB + "` |"), markdown.out()),
          () -> assertTrue(markdown.out().contains("- " + DB_LABEL + " \\[" + DB + "\\]"), markdown.out()),
          () -> assertTrue(matches(history.out(), "\\S+ +" + Pattern.quote(DB_LABEL) + " +- +drifted.*"),
              history.out()),
          () -> assertTrue(matches(dryRun.out(), Pattern.quote(DB_LABEL)
              + " +\\+0 ~1 -0 +config +apply"), dryRun.out() + dryRun.err()));
      for (String text : List.of(detect.out(), detect.err(), history.out(), dryRun.out(), slack)) {
        assertFalse(text.contains(WEB), "the web stack's id is only in the files that carry ids:\n" + text);
      }
    }
  }

  /**
   * Twelve resources of one stack, planned in parallel by the tool, come in any order; the lines of
   * two runs are the same bytes, in address order, indices as numbers (contract §7).
   */
  @Test
  void twoRunsOfTheSamePlansPrintTheSameAttributeLines(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp.resolve("ws"));
    ws.stack("stacks/many", DB, List.of(), many("v1"));
    ws.apply("stacks/many");
    ws.write("stacks/many", "main.tf", many("v2"));
    String state = tmp.resolve("state").toString();

    List<String> first = attributeLines(CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--details",
        "--state-dir", state));
    List<String> second = attributeLines(CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--details",
        "--state-dir", state));

    assertEquals(first, second);
    List<String> addresses = first.stream().filter(l -> l.contains(" input "))
        .map(l -> l.strip().split(" +")[1]).toList();
    assertEquals(java.util.stream.IntStream.range(0, 12).mapToObj(i -> "terraform_data.r[" + i + "]").toList(),
        addresses, String.join("\n", first));
  }

  private static String many(String value) {
    return "resource \"terraform_data\" \"r\" {\n  count = 12\n  input = \"" + value + "-${count.index}\"\n}\n";
  }

  private static List<String> attributeLines(CliRun run) {
    assertEquals(0, run.code(), run.err());
    List<String> lines = run.out().lines().filter(l -> l.startsWith("    ")).toList();
    assertEquals(24, lines.size(), "each resource's input and the output that mirrors it, with --details:\n"
        + run.out());
    return lines;
  }

  private static boolean matches(String text, String regex) {
    return text.lines().anyMatch(l -> l.matches(regex));
  }
}
