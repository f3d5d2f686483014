package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.CliProcess;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What an ordinary run does not pay for: without {@code --listen} no Jetty or SLF4J class is loaded,
 * and without an OTLP endpoint no exporter, okhttp or kotlin class. The JVM's own class-load log says
 * so; a run with {@code --listen} shows the same log does name Jetty.
 */
class ClassLoadingIT {
  private static final List<String> SERVING = List.of("org.eclipse.jetty.", "org.slf4j.");
  private static final List<String> EXPORTING = List.of("io.opentelemetry.exporter.", "okhttp3.", "okio.", "kotlin.");

  @Test
  void aRunWithoutListenLoadsNoJettyAndWithoutAnEndpointNoExporter(@TempDir Path tmp) throws Exception {
    List<String> detect = loaded(tmp, "detect", "detect", "-C", workspace(tmp), "--no-native", "--tofu", "/bin/true",
        "--json", "--state-dir", tmp.resolve("state-detect").toString());
    assertNone(detect, SERVING);
    assertNone(detect, EXPORTING);
    List<String> watch = loaded(tmp, "watch", "watch", "-C", workspace(tmp), "--no-native", "--tofu", "/bin/true",
        "--max-cycles", "1", "--state-dir", tmp.resolve("state-watch").toString());
    assertNone(watch, SERVING);
  }

  @Test
  void aRunWithListenDoesLoadJetty(@TempDir Path tmp) throws Exception {
    List<String> watch = loaded(tmp, "listen", "watch", "-C", workspace(tmp), "--no-native", "--tofu", "/bin/true",
        "--max-cycles", "1", "--listen", "127.0.0.1:0", "--state-dir", tmp.resolve("state").toString());
    assertTrue(watch.contains("org.eclipse.jetty.server.Server"), "the log names the classes it loads");
  }

  private static String workspace(Path tmp) throws Exception {
    Path ws = tmp.resolve("ws");
    if (!Files.exists(ws)) {
      Files.createDirectories(ws);
      Files.copy(Path.of("testdata/demo/terramate.tm.hcl"), ws.resolve("terramate.tm.hcl"));
      Files.copy(Path.of("testdata/demo/stackdrift.toml"), ws.resolve("stackdrift.toml"));
    }
    return ws.toString();
  }

  /** The classes a run loaded, from {@code -Xlog:class+load}. */
  private static List<String> loaded(Path tmp, String name, String... args) throws Exception {
    Path log = tmp.resolve(name + "-classes.log");
    List<String> argv = new ArrayList<>(CliProcess.argv(args));
    argv.add(1, "-Xlog:class+load=info:file=" + log);
    Process p = new ProcessBuilder(argv).redirectErrorStream(true).redirectOutput(tmp.resolve(name + ".out").toFile())
        .start();
    if (!p.waitFor(120, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new AssertionError(name + " did not end within 120 s: " + Files.readString(tmp.resolve(name + ".out")));
    }
    assertTrue(p.exitValue() == 0 || p.exitValue() == 2, name + " exited " + p.exitValue() + ": "
        + Files.readString(tmp.resolve(name + ".out")));
    List<String> classes = new ArrayList<>();
    for (String line : Files.readAllLines(log)) {
      int tag = line.indexOf("[class,load] ");
      if (tag >= 0) {
        String rest = line.substring(tag + "[class,load] ".length());
        int space = rest.indexOf(' ');
        classes.add(space < 0 ? rest : rest.substring(0, space));
      }
    }
    assertTrue(classes.size() > 100, "the log holds the run's classes: " + classes.size());
    return classes;
  }

  private static void assertNone(List<String> classes, List<String> prefixes) {
    List<String> found = classes.stream().filter(c -> prefixes.stream().anyMatch(c::startsWith)).toList();
    assertEquals(List.of(), found, "loaded without being asked for");
  }
}
