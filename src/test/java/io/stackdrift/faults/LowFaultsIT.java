package io.stackdrift.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import io.stackdrift.cli.CliRun;
import io.stackdrift.events.WebhookClient;
import io.stackdrift.testing.Nodes;
import io.stackdrift.testing.TofuWorkspace;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The smaller faults of the second round (contract §9): token files, saved reports that are no
 * files, a webhook whose body never ends, digits of other scripts, a typo'd interval, and non-ASCII
 * directory names under the POSIX locale of a systemd unit. The time limits only guard against a
 * hang.
 */
class LowFaultsIT {
  private static final Duration HANG = Duration.ofSeconds(60);

  @Test
  void aTokenFileOthersCanReadOrThatIsAFifoOrTooShortIsRefused(@TempDir Path tmp) throws Exception {
    Path ws = workspace(tmp);
    Path readable = Files.writeString(tmp.resolve("token"), "0123456789abcdef0123\n");
    Files.setPosixFilePermissions(readable, PosixFilePermissions.fromString("rw-r--r--"));
    assertRefused(ws, readable, "others can read or write it (mode 0644): run 'chmod 600 " + readable + "'");

    Path fifo = Nodes.fifo(tmp.resolve("token-fifo"));
    Files.setPosixFilePermissions(fifo, PosixFilePermissions.fromString("rw-------"));
    assertRefused(ws, fifo, "not a regular file");

    Path shortToken = Files.writeString(tmp.resolve("short"), "x\n");
    Files.setPosixFilePermissions(shortToken, PosixFilePermissions.fromString("rw-------"));
    assertRefused(ws, shortToken, "the token has 1 characters; use at least 16");
  }

  private static void assertRefused(Path ws, Path token, String why) {
    CliRun run = assertTimeoutPreemptively(HANG, () -> CliRun.of("watch", "-C", ws.toString(), "--listen",
        "127.0.0.1:0", "--listen-token-file", token.toString(), "--max-cycles", "1", "--no-native"));
    assertEquals(1, run.code(), run.err());
    assertTrue(run.err().contains(why), run.err());
  }

  @Test
  void aSavedReportThatIsADeviceOrAFifoIsRefusedUnread(@TempDir Path tmp) throws Exception {
    Path fifo = Nodes.fifo(tmp.resolve("report.json"));
    for (String report : List.of("/dev/zero", fifo.toString())) {
      CliRun run = assertTimeoutPreemptively(HANG, () -> CliRun.of("report", "show", report));
      assertEquals(1, run.code(), run.err());
      assertTrue(run.err().contains("not a regular file"), run.err());
    }
  }

  @Test
  void aWebhookThatAnswers200WithAnEndlessBodyTookTheBody() throws Exception {
    HttpServer endless = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    endless.createContext("/hook", exchange -> {
      exchange.getRequestBody().readAllBytes();
      exchange.sendResponseHeaders(200, 0); // chunked, and it never ends
      try (OutputStream body = exchange.getResponseBody()) {
        byte[] chunk = "still going\n".repeat(100).getBytes(StandardCharsets.US_ASCII);
        for (long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30); System.nanoTime() < end; ) {
          body.write(chunk);
          body.flush();
        }
      } catch (java.io.IOException e) {
        // the client closed the body: as it should
      }
    });
    endless.start();
    try {
      URI url = URI.create("http://127.0.0.1:" + endless.getAddress().getPort() + "/hook");
      Optional<String> problem = new WebhookClient().post(url, "{}", System.nanoTime() + TimeUnit.SECONDS.toNanos(10));
      assertEquals(Optional.empty(), problem, "the status is the answer; the body is not waited for");
    } finally {
      endless.stop(0);
    }
  }

  @Test
  void fullwidthDigitsInAShardAreAUsageError(@TempDir Path tmp) throws Exception {
    CliRun run = CliRun.of("detect", "-C", workspace(tmp).toString(), "--shard", "\uFF11/\uFF12", "--no-native");
    assertEquals(1, run.code(), run.err());
    assertTrue(run.err().contains("not a whole number"), run.err());
  }

  @Test
  void anIntervalOfAMillisecondIsAUsageError(@TempDir Path tmp) throws Exception {
    CliRun run = CliRun.of("watch", "-C", workspace(tmp).toString(), "--interval", "1ms", "--max-cycles", "1");
    assertEquals(1, run.code(), run.err());
    assertTrue(run.err().contains("must be at least 1s, not 1ms"), run.err());
  }

  @Test
  void aNonAsciiStackDirectoryIsReadUnderThePosixLocaleOfAUnit(@TempDir Path tmp) throws Exception {
    Path ws = workspace(tmp);
    Path dir = Files.createDirectories(ws.resolve("größe"));
    Files.writeString(dir.resolve("stack.tm.hcl"), "stack {\n  id = \"grosse\"\n}\n");
    ProcessBuilder launcher = new ProcessBuilder(Path.of("bin", "stackdrift").toAbsolutePath().toString(), "list",
        "--paths", "-C", ws.toString());
    launcher.environment().clear();
    launcher.environment().put("PATH", System.getenv("PATH")); // LANG, LC_* unset, as under systemd
    Process p = launcher.redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS));
    assertEquals(0, p.exitValue(), out);
    assertTrue(out.lines().anyMatch(l -> l.equals("größe")), out);
  }

  @Test
  void aHeapTooSmallForTheWorkspaceIsOneLineThatSaysWhatToDo(@TempDir Path tmp) throws Exception {
    Path ws = workspace(tmp);
    StringBuilder globals = new StringBuilder("globals {\n");
    String row = "1,".repeat(59) + "1";
    for (int i = 0; globals.length() < 12 * 1024 * 1024; i++) { // a token every two bytes, under the 16 MiB file limit
      globals.append(String.format("  v%07d = [%s]%n", i, row));
    }
    Files.writeString(ws.resolve("app/globals.tm.hcl"), globals.append("}\n"));
    ProcessBuilder launcher = new ProcessBuilder(Path.of("bin", "stackdrift").toAbsolutePath().toString(), "list",
        "-C", ws.toString());
    launcher.environment().put("STACKDRIFT_JAVA_OPTS", "-Xmx16m");
    Process p = launcher.redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS));
    assertEquals(1, p.exitValue(), out);
    assertTrue(out.contains("stackdrift: out of memory: the Java heap may grow to "), out);
    assertTrue(out.contains("STACKDRIFT_JAVA_OPTS=-Xmx<size>"), out);
    assertFalse(out.contains("Exception in thread") || out.lines().anyMatch(l -> l.strip().startsWith("at ")),
        "no stack trace without --debug: " + out);
  }

  @Test
  void twoOutputsOnOneFileOrOneInTheStateDirectoryAreRefused(@TempDir Path tmp) throws Exception {
    Path ws = workspace(tmp);
    Path state = tmp.resolve("state");
    CliRun first = CliRun.of("detect", "-C", ws.toString(), "--no-native", "--state-dir", state.toString());
    assertEquals(0, first.code(), first.err());
    String lock = Files.readString(state.resolve("lock"));

    Path same = tmp.resolve("out.xml");
    CliRun twice = CliRun.of("detect", "-C", ws.toString(), "--no-native", "--state-dir", state.toString(),
        "--junit", same.toString(), "-o", same.toString());
    assertEquals(1, twice.code(), twice.err());
    assertTrue(twice.err().contains("-o and --junit both write " + same), twice.err());

    CliRun onLock = CliRun.of("detect", "-C", ws.toString(), "--no-native", "--state-dir", state.toString(),
        "--junit", state.resolve("lock").toString());
    assertEquals(1, onLock.code(), onLock.err());
    assertTrue(onLock.err().contains("is one of the files stackdrift keeps in the state directory"), onLock.err());
    assertEquals(lock, Files.readString(state.resolve("lock")), "the lock file is untouched");

    // beside the history under a name of its own, as the systemd units write it (StateDirectory=)
    CliRun beside = CliRun.of("detect", "-C", ws.toString(), "--no-native", "--state-dir", state.toString(),
        "-o", state.resolve("drift-report.json").toString());
    assertEquals(0, beside.code(), beside.err());
    assertTrue(Files.readString(state.resolve("drift-report.json")).contains("stackkit.drift-report/v1"));
  }

  @Test
  void watchRefusesAnOutputOnAFileOfTheStateDirectoryAsDetectDoes(@TempDir Path tmp) throws Exception {
    Path ws = workspace(tmp);
    Path state = tmp.resolve("state");
    CliRun first = CliRun.of("detect", "-C", ws.toString(), "--no-native", "--state-dir", state.toString());
    assertEquals(0, first.code(), first.err());
    Path history = state.resolve("history.jsonl");
    String before = Files.readString(history);

    CliRun watch = CliRun.of("watch", "-C", ws.toString(), "--no-native", "--state-dir", state.toString(),
        "--interval", "1s", "--jitter", "0s", "--max-cycles", "1", "-o", history.toString());
    assertEquals(1, watch.code(), watch.err());
    assertTrue(watch.err().contains(history + " is one of the files stackdrift keeps in the state directory"),
        watch.err());
    assertFalse(watch.err().contains("watch cycle"), "refused before the first cycle: " + watch.err());
    assertEquals(before, Files.readString(history), "the history is untouched");
  }

  private static Path workspace(Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), TofuWorkspace.dataResource("v1"));
    return ws.root();
  }
}
