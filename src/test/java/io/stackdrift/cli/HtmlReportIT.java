package io.stackdrift.cli;

import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.Chromium;
import io.stackdrift.testing.HtmlPage;
import io.stackdrift.testing.Poll;
import io.stackdrift.testing.TofuWorkspace;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The HTML page from real runs: detect --html with the state directory's history, report show
 * --format html, and the page opened in headless Chromium.
 */
class HtmlReportIT {
  /** A stack directory whose name is markup with both quotes and an entity: it is the stack's id and root. */
  private static final String MARKUP_DIR = "<b onmouseover=\"alert(1)\">it's &amp; <script>x";

  @TempDir Path tmp;
  private TofuWorkspace ws;
  private Path state;

  @BeforeEach
  void workspace() throws Exception {
    ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), dataResource("v1"));
    Path odd = Files.createDirectories(ws.root().resolve(MARKUP_DIR));
    Files.writeString(odd.resolve("stack.tm.hcl"), "stack {\n  name = \"odd\"\n}\n");
    Files.writeString(odd.resolve("main.tf"), dataResource("v1"));
    ws.apply("app");
    state = tmp.resolve("state");
  }

  private CliRun detect(Path page) {
    CliRun run = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--state-dir", state.toString(),
        "--html", page.toString());
    assertEquals(0, run.code(), run.err());
    return run;
  }

  /** Each history cell as "tooltip|letter". */
  private static List<String> cells(HtmlPage page) {
    return page.elements("g").stream().map(g -> g.getElementsByTagName("title").item(0).getTextContent() + "|"
        + g.getElementsByTagName("text").item(0).getTextContent()).toList();
  }

  private static HtmlPage checked(String html) throws Exception {
    HtmlPage page = HtmlPage.parse(html);
    page.assertOnlyOwnMarkup();
    page.assertSelfContained();
    return page;
  }

  @Test
  void detectWritesThePageWithThisRunInTheHistory() throws Exception {
    Path page = tmp.resolve("drift.html");
    detect(page);
    assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(page)));
    HtmlPage first = checked(Files.readString(page));
    assertTrue(first.text().contains("\u25B2 DRIFTED"), first.text());
    assertTrue(first.text().contains(MARKUP_DIR), "the directory name is shown as the text it is");
    assertEquals(2, cells(first).size(), "two stacks, one run: " + cells(first));

    ws.apply(MARKUP_DIR);
    // A run is known by its detectedAt, in whole seconds: the next run must be in a later second.
    long firstSecond = Instant.now().getEpochSecond();
    assertTrue(Poll.until(Duration.ofSeconds(3), () -> Instant.now().getEpochSecond() > firstSecond));
    detect(page);
    HtmlPage second = checked(Files.readString(page));
    assertTrue(second.text().contains("\u2714 CLEAN"), second.text());
    List<String> odd = cells(second).stream().filter(c -> c.startsWith(MARKUP_DIR + " (odd) \u00B7")).toList();
    assertEquals(2, odd.size(), "a column per run: " + cells(second));
    assertTrue(odd.get(0).endsWith("drifted (config)|D"), odd.get(0));
    assertTrue(odd.get(1).endsWith("converged|C"), odd.get(1));
    assertTrue(cells(second).stream().filter(c -> c.startsWith("app \u00B7")).allMatch(c -> c.endsWith("|C")));
  }

  @Test
  void watchWritesThePageEveryCycleAndDetectShowsItOnStdout() throws Exception {
    Path page = tmp.resolve("watch.html");
    CliRun watch = CliRun.of("watch", "-C", ws.root().toString(), "--no-native", "--state-dir", state.toString(),
        "--interval", "1s", "--jitter", "0s", "--max-cycles", "1", "--html", page.toString());
    assertEquals(0, watch.code(), watch.err());
    assertEquals(2, cells(checked(Files.readString(page))).size(), "two stacks, one run");

    CliRun stdout = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--state-dir", state.toString(),
        "--format", "html");
    assertEquals(0, stdout.code(), stdout.err());
    assertTrue(checked(stdout.out()).text().contains("\u25B2 DRIFTED"), stdout.out());
  }

  @Test
  void reportShowDrawsTheHistoryOfAStateDirectory() throws Exception {
    detect(tmp.resolve("first.html"));
    Path saved = state.resolve("last-report.json");

    CliRun given = CliRun.of("report", "show", saved.toString(), "--format", "html", "--state-dir", state.toString());
    assertEquals(0, given.code(), given.err());
    assertEquals(2, cells(checked(given.out())).size());

    CliRun beside = CliRun.of("report", "show", saved.toString(), "--format", "html");
    assertEquals(0, beside.code(), beside.err());
    assertEquals(2, cells(checked(beside.out())).size(), "the last report's own state directory");

    Path copy = Files.copy(saved, tmp.resolve("report.json"));
    CliRun alone = CliRun.of("report", "show", copy.toString(), "--format", "html");
    assertEquals(0, alone.code(), alone.err());
    HtmlPage page = checked(alone.out());
    assertTrue(page.elements("svg").isEmpty());
    assertTrue(page.text().contains("No state directory was given"), page.text());

    CliRun missing = CliRun.of("report", "show", copy.toString(), "--format", "html", "--state-dir",
        tmp.resolve("nowhere").toString());
    assertEquals(1, missing.code());
    assertEquals("stackdrift: --state-dir " + tmp.resolve("nowhere") + ": no such directory\n", missing.err());
  }

  @Test
  void onlyOneOutputMayTakeStdout() {
    CliRun run = CliRun.of("detect", "-C", ws.root().toString(), "--json", "--html", "-");
    assertEquals(1, run.code());
    assertTrue(run.err().contains("--json and --html - both want stdout"), run.err());
  }

  @Test
  void chromiumShowsTheStacksAndStatusesAndKeepsMarkupAsText() throws Exception {
    Chromium chromium = Chromium.require(tmp);
    Path page = tmp.resolve("drift.html");
    detect(page);

    String dom = chromium.dumpDom(page);
    assertTrue(dom.contains("<header class=\"overall st-drifted\">"), dom);
    assertTrue(dom.contains("\u25B2 DRIFTED"), dom);
    assertTrue(dom.contains("<span class=\"badge st-converged\">converged</span>"), dom);
    assertTrue(dom.contains("<span class=\"badge st-drifted\">drifted</span>"), dom);
    assertTrue(dom.contains(">app</"), dom);
    assertTrue(dom.contains("&lt;b onmouseover=\"alert(1)\"&gt;it's &amp;amp; &lt;script&gt;x"),
        "the directory name is text in the browser's DOM: " + dom);
    assertFalse(dom.contains("<script"), "no script element: " + dom);
    assertFalse(dom.contains("<b "), "no element from the directory name: " + dom);
    assertTrue(dom.contains("<svg"), "the history picture: " + dom);
    assertTrue(dom.contains("<details class=\"attributes\"><summary>3 attribute changes</summary>"),
        "what changed, folded per stack: " + dom);
    assertTrue(dom.contains("<td class=\"id\">input</td><td><code>null</code></td><td><code>\"v1\"</code></td>"
        + "<td>code change</td>"), "the stack that was never applied creates its resource: " + dom);

    BufferedImage shot = chromium.screenshot(page, 1000, 700);
    assertEquals(List.of(1000, 700), List.of(shot.getWidth(), shot.getHeight()));
    assertEquals(0xb35000, shot.getRGB(4, 4) & 0xffffff, "the inline style sheet colours the drifted header");
    assertTrue(distinctColours(shot) > 20, "the page is drawn, not blank");
  }

  private static long distinctColours(BufferedImage image) {
    return java.util.stream.IntStream.range(0, image.getWidth() * image.getHeight())
        .map(i -> image.getRGB(i % image.getWidth(), i / image.getWidth())).distinct().count();
  }
}
