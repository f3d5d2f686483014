package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.CliProcess;
import io.stackdrift.testing.GitRepo;
import io.stackdrift.testing.Poll;
import io.stackdrift.testing.ServedWatch;
import io.stackdrift.testing.TofuWorkspace;
import io.stackdrift.testing.TreeHash;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code watch --follow origin/main} on real repositories (a bare remote on a file path) and the real
 * tool: a pushed commit is judged at the next cycle in stackdrift's own checkout, the operator's
 * checkout stays byte-identical, a dead remote is unknown naming it, and a branch that moves between
 * the plan and the apply is not applied.
 */
class WatchFollowIT {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String SECRET = "follow-s3cr3t-0123456789abcdef";

  /** The repository of one applied stack, its state outside any checkout (as a remote backend keeps it). */
  private record Repos(GitRepo remote, GitRepo operator, GitRepo pusher, Path stateFile) {}

  private static Repos repos(Path tmp, String config) throws Exception {
    Path home = tmp.resolve("home");
    GitRepo remote = GitRepo.bare(tmp.resolve("remote.git"), home);
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path stateFile = tmp.resolve("tfstate").resolve("app.tfstate");
    ws.stack("stacks/app", "app", List.of(), stack(stateFile, "v1"));
    Files.writeString(ws.root().resolve(".gitignore"), ".terraform/\n.terraform.lock.hcl\n");
    if (config != null) {
      Files.writeString(ws.root().resolve("stackdrift.toml"), config);
    }
    GitRepo seed = GitRepo.init(ws.root(), home);
    seed.commitAll("app v1");
    seed.git("remote", "add", "origin", remote.dir().toString());
    seed.git("push", "-q", "origin", "main");
    GitRepo operator = GitRepo.cloneOf(remote, tmp.resolve("operator"), home);
    TofuWorkspace.run(operator.dir().resolve("stacks/app"), TofuWorkspace.tool().toString(), "init", "-input=false",
        "-no-color");
    TofuWorkspace.run(operator.dir().resolve("stacks/app"), TofuWorkspace.tool().toString(), "apply",
        "-auto-approve", "-input=false", "-no-color");
    return new Repos(remote, operator, GitRepo.cloneOf(remote, tmp.resolve("pusher"), home), stateFile);
  }

  private static String stack(Path stateFile, String value) {
    return "terraform {\n  backend \"local\" {\n    path = \"" + stateFile + "\"\n  }\n}\n\n"
        + TofuWorkspace.dataResource(value);
  }

  private static String push(Repos repos, String value) throws Exception {
    Files.writeString(repos.pusher().dir().resolve("stacks/app/main.tf"), stack(repos.stateFile(), value));
    String revision = repos.pusher().commitAll("app " + value);
    repos.pusher().git("push", "-q", "origin", "main");
    return revision;
  }

  @Test
  void aPushedCommitIsJudgedAtTheNextCycleAndTheOperatorsCheckoutIsUntouched(@TempDir Path tmp) throws Exception {
    Repos repos = repos(tmp, null);
    String v1 = repos.operator().head();
    String before = TreeHash.of(repos.operator().dir());

    JsonNode first = watch(tmp, repos, TofuWorkspace.tool(), "r1.json");
    assertEquals("clean", first.get("status").asText(), first.toString());
    assertEquals(v1, first.get("source").get("revision").asText());
    assertEquals("main", first.get("source").get("branch").asText());
    assertEquals(repos.remote().dir().toString(), first.get("source").get("remote").asText());
    assertFalse(first.get("source").get("dirty").asBoolean());

    String v2 = push(repos, "v2");
    JsonNode second = watch(tmp, repos, TofuWorkspace.tool(), "r2.json");
    assertEquals(v2, second.get("source").get("revision").asText(), "the pushed commit is judged");
    assertEquals("drifted", second.get("status").asText(), second.toString());

    assertEquals(before, TreeHash.of(repos.operator().dir()),
        "the operator's checkout (files, HEAD, index, refs, config) is byte-identical");
    assertEquals(v1, repos.operator().head());
    assertTrue(Files.isDirectory(tmp.resolve("state/follow/checkout/stacks/app/.terraform")),
        "the followed checkout keeps its init between cycles");
  }

  @Test
  void aDeadRemoteIsUnknownNamingIt(@TempDir Path tmp) throws Exception {
    Repos repos = repos(tmp, null);
    Path nowhere = tmp.resolve("nowhere.git");
    repos.operator().git("remote", "set-url", "origin", nowhere.toString());

    JsonNode report = watch(tmp, repos, TofuWorkspace.tool(), "dead.json");
    assertEquals("unknown", report.get("status").asText(), report.toString());
    JsonNode app = report.get("stacks").get(0);
    assertEquals("failed", app.get("status").asText());
    String detail = app.get("detail").asText();
    assertTrue(detail.startsWith("fetching origin/main (" + nowhere + ") failed: "), detail);
    assertTrue(detail.endsWith("; no revision judged yet"), detail);
  }

  @Test
  void aBranchThatMovesBetweenThePlanAndTheApplyIsNotApplied(@TempDir Path tmp) throws Exception {
    Repos repos = repos(tmp, "[watch]\nheal = \"any\"\n");
    String v2 = push(repos, "v2");
    Files.writeString(repos.pusher().dir().resolve("README.md"), "notes\n");
    String v3 = repos.pusher().commitAll("readme");
    repos.pusher().git("push", "-q", "origin", "HEAD:refs/heads/next");
    repos.pusher().git("reset", "-q", "--hard", v2);
    Path applies = tmp.resolve("applies.log");
    // the real tool; once a plan is made, the branch moves on, as a push landing meanwhile would
    Path tool = TofuWorkspace.standIn(tmp, "tofu-branch-moves", "if [ \"$1\" = apply ]; then echo apply >> '" + applies
        + "'; fi\nif [ \"$1\" = plan ]; then\n  " + TofuWorkspace.tool() + " \"$@\"\n  planned=$?\n"
        + "  git --git-dir='" + repos.remote().dir() + "' update-ref refs/heads/main " + v3 + "\n  exit $planned\nfi\n"
        + "exec " + TofuWorkspace.tool() + " \"$@\"");
    String stateBefore = Files.readString(repos.stateFile());

    CliRun moved = watchRun(tmp, repos, tool, "moved.json", "--self-heal");
    assertEquals(0, moved.code(), moved.err());
    assertTrue(moved.err().contains("not healed: the branch moved from " + v2.substring(0, 7) + " to "
        + v3.substring(0, 7) + " since the plan"), moved.err());
    assertFalse(Files.exists(applies), "no apply ran");
    assertEquals(stateBefore, Files.readString(repos.stateFile()));

    // the next cycle plans the new revision, and with the branch still there, heals it
    CliRun next = watchRun(tmp, repos, tool, "next.json", "--self-heal");
    assertEquals(0, next.code(), next.err());
    assertEquals(v3, JSON.readTree(tmp.resolve("next.json").toFile()).get("source").get("revision").asText());
    assertTrue(Files.readString(applies).contains("apply"), next.err());
    assertTrue(Files.readString(repos.stateFile()).contains("\"v2\""), "healed to the judged revision");
  }

  @Test
  void aSignedPushStartsACycleThatJudgesThePushedCommitAndABadSignatureStartsNothing(@TempDir Path tmp)
      throws Exception {
    Repos repos = repos(tmp, null);
    Path secret = tmp.resolve("webhook-secret");
    Files.writeString(secret, SECRET + "\n");
    Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("rw-------"));
    Process watch = new ProcessBuilder(CliProcess.argv("watch", "-C", repos.operator().dir().toString(), "--follow",
        "origin/main", "--no-native", "--state-dir", tmp.resolve("state").toString(), "--interval", "1h", "--jitter",
        "0s", "--tofu", TofuWorkspace.tool().toString(), "--listen", "127.0.0.1:0", "--webhook-secret-file",
        secret.toString())).redirectOutput(tmp.resolve("watch.out").toFile())
        .redirectError(tmp.resolve("watch.err").toFile()).start();
    try {
      String base = ServedWatch.baseUrl(tmp.resolve("watch.err"));
      assertTrue(Poll.until(Duration.ofSeconds(90), () -> ServedWatch.status(base + "/readyz") == 200),
          "the first cycle ends: " + ServedWatch.read(tmp.resolve("watch.err")));
      String v2 = push(repos, "v2");
      byte[] body = "{\"ref\":\"refs/heads/main\"}".getBytes(StandardCharsets.UTF_8);
      assertEquals(401, deliver(base, body, "sha256=" + "0".repeat(64)).statusCode());
      assertEquals(202, deliver(base, body, "sha256=" + hmac(body)).statusCode());
      boolean judged = Poll.until(Duration.ofSeconds(90), () -> v2.equals(servedRevision(base)));
      assertTrue(judged, "the pushed commit is judged an hour early: " + ServedWatch.read(tmp.resolve("watch.err")));
      String metrics = ServedWatch.body(base + "/metrics");
      assertTrue(metrics.contains("stackdrift_webhook_deliveries_total{outcome=\"cycle_requested\"} 1\n"), metrics);
      assertTrue(metrics.contains("stackdrift_webhook_deliveries_total{outcome=\"unauthorized\"} 1\n"), metrics);
      assertFalse(ServedWatch.read(tmp.resolve("watch.err")).contains("watch cycle 3"), "the bad signature started "
          + "nothing");
    } finally {
      watch.destroy();
      if (!watch.waitFor(60, TimeUnit.SECONDS)) {
        watch.destroyForcibly();
      }
    }
  }

  @Test
  void threeFailedFetchesInARowDegradeHealthAndTheNextGoodFetchRecoversByItself(@TempDir Path tmp) throws Exception {
    Repos repos = repos(tmp, null);
    Path moved = tmp.resolve("moved.git");
    Files.move(repos.remote().dir(), moved);
    Process watch = new ProcessBuilder(CliProcess.argv("watch", "-C", repos.operator().dir().toString(), "--follow",
        "origin/main", "--no-native", "--state-dir", tmp.resolve("state").toString(), "--interval", "1s", "--jitter",
        "0s", "--tofu", TofuWorkspace.tool().toString(), "--listen", "127.0.0.1:0"))
        .redirectOutput(tmp.resolve("watch.out").toFile()).redirectError(tmp.resolve("watch.err").toFile()).start();
    try {
      String base = ServedWatch.baseUrl(tmp.resolve("watch.err"));
      assertTrue(Poll.until(Duration.ofSeconds(90), () -> ServedWatch.body(base + "/healthz")
          .startsWith("ok (degraded): the followed branch could not be fetched in the last 3 cycles")),
          "degraded after three failed fetches");
      String metrics = ServedWatch.body(base + "/metrics");
      java.util.regex.Matcher unknown = java.util.regex.Pattern.compile(
          "\nstackdrift_cycles_total\\{result=\"unknown\"\\} (\\d+)\n").matcher(metrics);
      assertTrue(unknown.find() && Integer.parseInt(unknown.group(1)) >= 3, metrics);
      Files.move(moved, repos.remote().dir());
      assertTrue(Poll.until(Duration.ofSeconds(90), () -> ServedWatch.body(base + "/healthz").startsWith("ok: ")
          && "clean".equals(servedStatus(base))),
          "the next good fetch recovers: " + ServedWatch.body(base + "/healthz"));
    } finally {
      watch.destroy();
      if (!watch.waitFor(60, TimeUnit.SECONDS)) {
        watch.destroyForcibly();
      }
    }
    String log = ServedWatch.read(tmp.resolve("watch.err"));
    assertTrue(log.contains("stackdrift: warning: watch: fetching origin/main (" + repos.remote().dir() + ") failed: "),
        log);
  }

  private static String servedStatus(String base) {
    try {
      return JSON.readTree(ServedWatch.body(base + "/report.json")).get("status").asText();
    } catch (java.io.IOException | RuntimeException e) {
      return null;
    }
  }

  @Test
  void aRemoteTheCheckoutDoesNotHaveIsAUsageErrorBeforeAnyCycle(@TempDir Path tmp) throws Exception {
    Repos repos = repos(tmp, null);
    CliRun run = CliRun.of("watch", "-C", repos.operator().dir().toString(), "--follow", "upstream/main",
        "--no-native", "--state-dir", tmp.resolve("state").toString(), "--max-cycles", "1");
    assertEquals(1, run.code(), run.err());
    assertTrue(run.err().contains("--follow upstream/main: the repository at " + repos.operator().dir().toRealPath()
        + " has no remote 'upstream'"), run.err());
    assertFalse(run.err().contains("watch cycle 1"), run.err());
    CliRun bad = CliRun.of("watch", "-C", repos.operator().dir().toString(), "--follow", "main", "--no-native",
        "--state-dir", tmp.resolve("state").toString(), "--max-cycles", "1");
    assertEquals(1, bad.code(), bad.err());
    assertTrue(bad.err().contains("--follow 'main' is not REMOTE/BRANCH (such as origin/main)"), bad.err());
  }

  @Test
  void overGitDaemonOnLoopbackAPushIsJudgedAndADeadDaemonIsUnknownNamingIt(@TempDir Path tmp) throws Exception {
    Repos repos = repos(tmp, null);
    int port;
    try (ServerSocket free = new ServerSocket(0)) {
      port = free.getLocalPort();
    }
    Process daemon = new ProcessBuilder("git", "daemon", "--reuseaddr", "--export-all", "--listen=127.0.0.1",
        "--port=" + port, "--base-path=" + tmp, tmp.toString()).redirectErrorStream(true)
        .redirectOutput(tmp.resolve("daemon.log").toFile()).start();
    String url = "git://127.0.0.1:" + port + "/remote.git";
    try {
      assertTrue(Poll.until(Duration.ofSeconds(30), () -> accepts(port)), "git daemon listens");
      repos.operator().git("remote", "set-url", "origin", url);
      String v2 = push(repos, "v2");
      JsonNode judged = watch(tmp, repos, TofuWorkspace.tool(), "daemon.json");
      assertEquals(v2, judged.get("source").get("revision").asText(), judged.toString());
      assertEquals(url, judged.get("source").get("remote").asText());
    } finally {
      daemon.destroy();
      daemon.waitFor(30, TimeUnit.SECONDS);
    }
    JsonNode dead = watch(tmp, repos, TofuWorkspace.tool(), "dead.json");
    assertEquals("unknown", dead.get("status").asText(), dead.toString());
    String detail = dead.get("stacks").get(0).get("detail").asText();
    assertTrue(detail.startsWith("fetching origin/main (" + url + ") failed: "), detail);
    assertTrue(detail.endsWith("; last revision judged: " + judgedShort(tmp)), detail);
  }

  private static String servedRevision(String base) {
    try {
      JsonNode source = JSON.readTree(ServedWatch.body(base + "/report.json")).get("source");
      return source == null ? null : source.get("revision").asText();
    } catch (java.io.IOException e) {
      return null;
    }
  }

  private static String judgedShort(Path tmp) throws Exception {
    return JSON.readTree(tmp.resolve("daemon.json").toFile()).get("source").get("revision").asText().substring(0, 7);
  }

  private static boolean accepts(int port) {
    try (Socket socket = new Socket("127.0.0.1", port)) {
      return true;
    } catch (java.io.IOException e) {
      return false;
    }
  }

  private static HttpResponse<String> deliver(String base, byte[] body, String signature) throws Exception {
    return ServedWatch.HTTP.send(HttpRequest.newBuilder(URI.create(base + "/hooks/git"))
        .header("X-GitHub-Event", "push").header("X-Hub-Signature-256", signature)
        .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private static String hmac(byte[] body) throws Exception {
    Mac mac = Mac.getInstance("HmacSHA256");
    mac.init(new SecretKeySpec(SECRET.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
    return HexFormat.of().formatHex(mac.doFinal(body));
  }

  private static JsonNode watch(Path tmp, Repos repos, Path tool, String report) throws Exception {
    CliRun run = watchRun(tmp, repos, tool, report);
    assertEquals(0, run.code(), run.err());
    return JSON.readTree(tmp.resolve(report).toFile());
  }

  private static CliRun watchRun(Path tmp, Repos repos, Path tool, String report, String... more) {
    List<String> args = new ArrayList<>(List.of("watch", "-C", repos.operator().dir().toString(), "--follow",
        "origin/main", "--no-native", "--state-dir", tmp.resolve("state").toString(), "--interval", "1s",
        "--jitter", "0s", "--max-cycles", "1", "--tofu", tool.toString(), "-o", tmp.resolve(report).toString()));
    args.addAll(List.of(more));
    return CliRun.of(args.toArray(String[]::new));
  }
}
