package io.stackdrift;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.ExternalTool;
import io.stackdrift.testing.Required;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * scripts/demo.sh, the tour a new user runs first: applied for real with the tool on PATH, through
 * bin/stackdrift and the jar the package phase built. What it shows (the sensitive input, the HTML
 * page) is there, and the commands it ends with run as printed. The container part is left out (an
 * image that does not exist) so the demo starts nothing beside the other tests' containers.
 */
class DemoIT {
  private static final Duration LIMIT = Duration.ofMinutes(5);
  private static final Path PROJECT = Path.of(System.getProperty("user.dir")).toAbsolutePath();
  private static final Pattern WORKSPACE = Pattern.compile("^demo: workspace in (\\S+) ", Pattern.MULTILINE);

  @Test
  void theDemoShowsASensitiveInputWritesThePageAndEndsWithCommandsThatRun(@TempDir Path tmp) throws Exception {
    if (!Files.isRegularFile(PROJECT.resolve("target/stackdrift.jar"))) {
      Required.skipOrFail("target/stackdrift.jar is missing: DemoIT runs in 'mvn verify' after the package phase");
    }
    ExternalTool.Result demo = ExternalTool.run(tmp, env(tmp), LIMIT,
        List.of(PROJECT.resolve("scripts/demo.sh").toString()));

    assertEquals(0, demo.code(), demo.describe());
    String out = demo.out();
    assertTrue(out.contains("    ~ terraform_data.app_up  input[\"release_token\"] (sensitive), code change\n"), out);
    assertTrue(out.contains("    ~ terraform_data.app_up  input[\"version\"] \"v1\" → \"v2\", code change\n"), out);
    assertFalse((out + demo.err()).contains("release-token-v"), "the sensitive value is never shown");
    Matcher m = WORKSPACE.matcher(out);
    assertTrue(m.find(), out);
    Path work = Path.of(m.group(1));
    assertTrue(work.startsWith(tmp), "the workspace is made under TMPDIR: " + work);

    Path page = work.resolve("drift.html");
    assertTrue(out.contains("page " + page), out);
    String html = Files.readString(page);
    assertTrue(html.startsWith("<!DOCTYPE html>"), html.substring(0, Math.min(80, html.length())));
    assertTrue(html.contains("(sensitive)"), "the page shows the change as sensitive");
    assertFalse(html.contains("release-token-v"), "the page never shows the value");

    String stackdrift = PROJECT.resolve("bin/stackdrift").toString();
    String state = work.resolve(".state").toString();
    List<String> next = out.substring(out.indexOf("demo: try next on this workspace:\n")).lines().skip(1).toList();
    assertEquals(List.of(
        "  " + stackdrift + " history -C " + work + " --state-dir " + state,
        "  " + stackdrift + " reconcile -C " + work + " --state-dir " + state + " --dry-run --no-native",
        "  " + stackdrift + " detect -C " + work + " --state-dir " + state + " --format markdown --no-native"),
        next, out);

    ExternalTool.Result history = shell(tmp, next.get(0));
    assertEquals(0, history.code(), history.describe());
    assertTrue(history.out().contains("drifted (config)"), history.out());
    ExternalTool.Result reconcile = shell(tmp, next.get(1));
    assertEquals(0, reconcile.code(), reconcile.describe());
    assertTrue(reconcile.out().startsWith("Would reconcile 1 stack (nothing is changed"), reconcile.out());
    ExternalTool.Result markdown = shell(tmp, next.get(2));
    assertEquals(0, markdown.code(), markdown.describe());
    assertTrue(markdown.out().startsWith("## stackdrift: drifted\n"), markdown.out());
    assertTrue(markdown.out().contains("| (sensitive) | (sensitive) |"), markdown.out());
  }

  /** A printed line, run by the shell as a user pasting it would. */
  private static ExternalTool.Result shell(Path dir, String line) throws Exception {
    return ExternalTool.run(dir, Map.of(), LIMIT, List.of("bash", "-c", line));
  }

  private static Map<String, String> env(Path tmp) {
    return Map.of("TMPDIR", tmp.toString(), "JAVA_HOME", System.getProperty("java.home"),
        "STACKDRIFT_DEMO_IMAGE", "stackdrift-demo-it/absent:none");
  }
}
