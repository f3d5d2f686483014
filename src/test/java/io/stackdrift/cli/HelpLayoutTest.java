package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.help.WordWrapHelp;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** Every command's --help at 80 columns: nothing wider, no identifier broken, paragraphs not hard-wrapped. */
class HelpLayoutTest {
  /** Identifiers the help mentions, which a reader copies whole. */
  private static final List<String> IDENTIFIERS = List.of("stackkit.drift-report/v1", "detect.timeout",
      "detect.kill_grace", "detect.tags", "e.g.", "~/.config/systemd/user", "~/.local/state/stackdrift",
      "advanced.drift.reconcile", "'stackkit:role/core,role/workload'", "stackdrift.toml",
      "'stackdrift help detect'", "'stackdrift resume'", "'terramate list'");

  @Test
  void everyHelpFitsEightyColumnsWithoutSplittingAnIdentifier() {
    Map<String, String> helps = atWidth("80", HelpLayoutTest::everyHelp);
    assertTrue(helps.size() >= 11, helps.keySet().toString());
    helps.forEach((command, help) -> {
      for (String line : help.split("\n")) {
        assertTrue(line.length() <= 80, command + ": " + line.length() + " columns: " + line);
      }
      String joined = help.replaceAll("\n +", " ").replace("\n", " ");
      for (String id : IDENTIFIERS) {
        if (joined.contains(id) || joined.replace(" ", "").contains(id.replace(" ", ""))) {
          assertTrue(help.contains(id), command + " splits " + id + ":\n" + help);
        }
      }
    });
  }

  @Test
  void exitCodeFootersAreParagraphsNotHardWrappedLines() {
    Map<String, String> helps = atWidth("1000", HelpLayoutTest::everyHelp);
    int footers = 0;
    for (Map.Entry<String, String> help : helps.entrySet()) {
      for (String line : help.getValue().split("\n")) {
        if (line.startsWith("Exit codes:")) {
          footers++;
          assertTrue(line.endsWith("."), help.getKey() + " breaks its exit codes mid-sentence: " + line);
        }
      }
    }
    assertTrue(footers >= 6, "exit-code footers found: " + footers);
  }

  @Test
  void reportShowIsDescribedInASentence() {
    String list = atWidth("300", () -> CliRun.of("report", "--help").out());
    String show = list.lines().filter(l -> l.startsWith("  show")).findFirst().orElseThrow();
    assertTrue(show.endsWith("(from detect -o or the state directory)."), show);
    assertFalse(CliRun.of("report", "show", "--help").out().contains(":\n"));
  }

  @Test
  void wrapsAtSpacesAndKeepsAnOverlongWordWhole() {
    assertEquals(3, WordWrapHelp.WordTable.lineEnd("see detect.timeout for more", 0, 12));
    assertEquals(6, WordWrapHelp.WordTable.lineEnd("  e.g. ~/.config x", 0, 15));
    assertEquals(22, WordWrapHelp.WordTable.lineEnd("~/.config/systemd/user next", 0, 10));
    assertEquals(27, WordWrapHelp.WordTable.lineEnd("~/.config/systemd/user next", 23, 10));
    assertEquals(3, WordWrapHelp.WordTable.lineEnd("see 'stackdrift help detect' now", 0, 20));
    assertEquals(12, WordWrapHelp.WordTable.lineEnd("detect's one it's two", 0, 14));
    assertEquals(10, WordWrapHelp.WordTable.lineEnd("prometheus (default: table).", 0, 24));
  }

  private static Map<String, String> everyHelp() {
    Map<String, String> helps = new LinkedHashMap<>();
    String root = CliRun.of("--help").out();
    helps.put("stackdrift", root);
    for (String command : commands(root)) {
      String help = CliRun.of(command, "--help").out();
      helps.put(command, help);
      for (String sub : commands(help)) {
        helps.put(command + " " + sub, CliRun.of(command, sub, "--help").out());
      }
    }
    return helps;
  }

  /** The names in a help's Commands section. */
  private static List<String> commands(String help) {
    List<String> names = new ArrayList<>();
    boolean inList = false;
    for (String line : help.split("\n")) {
      if (line.equals("Commands:")) {
        inList = true;
      } else if (inList && line.matches("  [a-z]+ .*")) {
        String name = line.trim().split(" ")[0];
        if (!name.equals("help")) {
          names.add(name);
        }
      } else if (inList && !line.startsWith("   ")) {
        inList = false;
      }
    }
    return names;
  }

  private static <T> T atWidth(String width, Supplier<T> render) {
    String before = System.getProperty("picocli.usage.width");
    System.setProperty("picocli.usage.width", width);
    try {
      return render.get();
    } finally {
      if (before == null) {
        System.clearProperty("picocli.usage.width");
      } else {
        System.setProperty("picocli.usage.width", before);
      }
    }
  }
}
