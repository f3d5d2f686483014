package io.stackdrift.cli;

import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.CliProcess;
import io.stackdrift.testing.GitRepo;
import io.stackdrift.testing.TofuWorkspace;
import io.stackdrift.testing.WebhookReceiver;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code [[notify]]} (contract §12) on real detect runs against a receiver on loopback. */
class NotifyIT {
  private static final ObjectMapper JSON = new ObjectMapper();
  /** A stack id shaped like a GitHub token: it must leave the host redacted. */
  private static final String TOKEN_ID = "ghp_R8x2kLmQ9wErTy7UiOp3AsDfGhJkLz0XcV06";
  private static final String DETAIL_TOKEN = "glpat-xYz12AbCdEfGhIjKlM09";

  private final WebhookReceiver receiver = newReceiver();

  @AfterEach
  void close() {
    receiver.close();
  }

  @Test
  void oneMessageForTheNewsNoneForAnUnchangedRunOneMoreAfterEachChange(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = workspace(tmp, "app");
    config(ws, receiver(receiver.url("/json"), "json", "change"), receiver(receiver.url("/slack"), "slack", "change"),
        receiver(receiver.url("/always"), "json", "always"));

    CliRun first = detect(ws, tmp, "--json");
    assertEquals(0, first.code(), first.err());
    assertEquals(List.of(1, 1, 1), counts());
    JsonNode event = JSON.readTree(receiver.to("/json").get(0).body());
    assertEquals("advanced.drift.run", event.get("phase").asText());
    assertEquals("clean", event.get("status").asText());
    assertEquals("true", event.get("attributes").get("changed").asText(), "first sightings are news");
    assertEquals(JSON.readTree(first.out()).get("runId").asText(), event.get("attributes").get("runId").asText());
    assertEquals("stackdrift: clean (1 stack: 1 converged)", slackText(0));

    assertEquals(0, detect(ws, tmp).code());
    assertEquals(List.of(1, 1, 2), counts(), "nothing changed: only the always receiver hears of it");
    assertEquals("false",
        JSON.readTree(receiver.to("/always").get(1).body()).get("attributes").get("changed").asText());

    ws.write("app", "main.tf", dataResource("v2"));
    assertEquals(0, detect(ws, tmp).code());
    assertEquals(List.of(2, 2, 3), counts());
    assertEquals("drifted", JSON.readTree(receiver.to("/json").get(1).body()).get("status").asText());
    assertEquals("stackdrift: drifted (1 stack: 1 drifted)\nNew drift: app\n"
        + "• app: ~ terraform_data.svc_up  input \"v1\" → \"v2\", code change", slackText(1),
        "what changed, its first attribute changes; the output that only mirrors the input is left out");

    ws.write("app", "main.tf", dataResource("v1"));
    assertEquals(0, detect(ws, tmp).code());
    assertEquals(List.of(3, 3, 4), counts());
    assertEquals("stackdrift: clean (1 stack: 1 converged)\nDrift cleared: app", slackText(2));
  }

  /**
   * Inside git (contract §14) every notification names the revision judged with its dirty mark, and a
   * config cause names the commit that changed the stack since it was last converged.
   */
  @Test
  void notificationsNameTheRevisionItsDirtyMarkAndTheCommitOfAConfigCause(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = workspace(tmp, "app");
    config(ws, receiver(receiver.url("/json"), "json", "change"), receiver(receiver.url("/slack"), "slack", "change"));
    Files.writeString(ws.root().resolve(".gitignore"), "terraform.tfstate*\n.terraform/\n.terraform.lock.hcl\n");
    GitRepo repo = GitRepo.init(ws.root(), tmp.resolve("home"));
    String v1 = repo.commitAll("app v1");

    assertEquals(0, detect(ws, tmp).code());
    assertEquals("stackdrift: clean (1 stack: 1 converged) at " + v1.substring(0, 7), slackText(0));
    JsonNode clean = JSON.readTree(receiver.to("/json").get(0).body()).get("attributes");
    assertEquals(v1, clean.get("revision").asText());
    assertEquals("false", clean.get("dirty").asText());

    ws.write("app", "main.tf", dataResource("v2"));
    String at = java.time.Instant.now().plus(1, java.time.temporal.ChronoUnit.DAYS)
        .truncatedTo(java.time.temporal.ChronoUnit.SECONDS).toString();
    String v2 = repo.commitAll("app v2", at);
    assertEquals(0, detect(ws, tmp).code());
    assertEquals("stackdrift: drifted (1 stack: 1 drifted) at " + v2.substring(0, 7) + "\nNew drift: app\n"
        + "• app: code changed in " + v2.substring(0, 7) + ", " + at.substring(0, 10) + ", not applied since\n"
        + "• app: ~ terraform_data.svc_up  input \"v1\" → \"v2\", code change", slackText(1));

    ws.write("app", "main.tf", dataResource("v1")); // not committed: the tree is dirty
    assertEquals(0, detect(ws, tmp).code());
    assertEquals("stackdrift: clean (1 stack: 1 converged) at " + v2.substring(0, 7) + "-dirty\nDrift cleared: app",
        slackText(2));
    assertEquals("true", JSON.readTree(receiver.to("/json").get(2).body()).get("attributes").get("dirty").asText());
  }

  /** Drift an [[ignore]] rule silenced is still there: the notice says so, with the rule's reason, never "cleared". */
  @Test
  void driftSilencedByAnIgnoreRuleIsNotCalledCleared(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = workspace(tmp, "app");
    String slack = receiver(receiver.url("/slack"), "slack", "change");
    config(ws, slack);
    assertEquals(0, detect(ws, tmp).code());
    ws.write("app", "main.tf", dataResource("v2"));
    assertEquals(0, detect(ws, tmp).code());
    assertTrue(slackText(1).startsWith("stackdrift: drifted (1 stack: 1 drifted)\nNew drift: app"), slackText(1));

    config(ws, slack, "[[ignore]]\naddress = \"terraform_data.*\"\nreason = \"rolled out by the release job\"\n");
    CliRun silenced = detect(ws, tmp);
    assertEquals(0, silenced.code(), silenced.err());

    assertEquals("stackdrift: clean (1 stack: 1 converged)\nIgnored by a rule: app (rolled out by the release job)",
        slackText(2));
  }

  @Test
  void anOverallChangeWithoutAStackChangeIsNewsToo(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = workspace(tmp, "app");
    ws.stack("db", "db", List.of(), dataResource("v1"));
    ws.apply("db");
    config(ws, receiver(receiver.url("/json"), "json", "change"));
    assertEquals(0, detect(ws, tmp).code());
    assertEquals(0, detect(ws, tmp).code());
    assertEquals(1, receiver.to("/json").size());

    CliRun appOnly = detect(ws, tmp, "--stack", "app");
    assertEquals(0, appOnly.code(), appOnly.err());
    assertEquals(2, receiver.to("/json").size(), "the first run of a selection has an overall status to tell");
    assertEquals("true",
        JSON.readTree(receiver.to("/json").get(1).body()).get("attributes").get("changed").asText());
  }

  @Test
  void aReceiverDownOrSlowCostsOneWarningWithinTheLimitAndNeverTheExitCode(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = workspace(tmp, "app");
    ws.write("app", "main.tf", dataResource("v2"));
    long baselineStart = System.nanoTime();
    assertEquals(2, detect(ws, tmp, "--detailed-exitcode").code(), "drifted, with no receivers");
    Duration baseline = Duration.ofNanos(System.nanoTime() - baselineStart);

    int closedPort = closedPort();
    receiver.hang("/slow");
    config(ws, receiver("http://127.0.0.1:" + closedPort + "/down/path", "json", "always"),
        receiver(receiver.url("/slow"), "slack", "always"), receiver(receiver.url("/ok"), "slack", "always"));
    long start = System.nanoTime();
    CliRun run = detect(ws, tmp, "--detailed-exitcode");
    Duration took = Duration.ofNanos(System.nanoTime() - start);

    assertEquals(2, run.code(), run.err());
    assertEquals(1, receiver.to("/ok").size(), "a dead receiver does not keep the others from their message");
    assertEquals(2, receiver.to("/slow").size(), "a slow receiver gets its retry within the limit");
    List<String> warnings = run.err().lines().filter(l -> l.contains("warning:")).toList();
    assertEquals(List.of(
        "stackdrift: warning: " + ws.root().resolve("stackdrift.toml") + ":2: notify[0]: notification to "
            + "http://127.0.0.1:" + closedPort + "/… not delivered: cannot connect (refused or unreachable) (tried twice)",
        "stackdrift: warning: " + ws.root().resolve("stackdrift.toml") + ":6: notify[1]: notification to "
            + receiver.url("") + "/… not delivered: no answer in time (tried twice)"), warnings);
    assertFalse(run.err().contains("/down/path"), run.err());
    Duration over = took.minus(baseline);
    assertTrue(over.compareTo(Duration.ofSeconds(12)) < 0,
        "all receivers together get 10 s: the run took " + took.toMillis() + " ms, " + baseline.toMillis()
            + " ms without receivers");
  }

  @Test
  void secretsFromTheEnvironmentNeverReachABodyOrStderr(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = workspace(tmp, TOKEN_ID);
    ws.write(TOKEN_ID, "main.tf", dataResource("v2"));
    // The plan's error names its file, so the token is in the failure's detail.
    ws.stack("broken", "broken", List.of(), null);
    ws.write("broken", DETAIL_TOKEN + ".tf", "variable \"n\" {\n  type    = number\n  default = \"x\"\n}\n");
    receiver.answer("/services", 200);
    String hook = receiver.url("/services/T0PATHSECRET/B0PATHSECRET/PathSecret01?token=QuerySecret02");
    String down = "http://127.0.0.1:" + closedPort() + "/down/PathSecret03";
    config(ws, receiver("env:HOOK", "slack", "change"), receiver("env:HOOK", "json", "change"),
        receiver("env:DOWN_HOOK", "json", "change"), receiver("env:UNSET_HOOK", "json", "change"));
    Path report = tmp.resolve("report.json");

    ProcessBuilder builder = new ProcessBuilder(CliProcess.argv("detect", "-C", ws.root().toString(), "--no-native",
        "--state-dir", tmp.resolve("state").toString(), "-o", report.toString(), "--no-color"))
        .redirectOutput(tmp.resolve("out").toFile()).redirectError(tmp.resolve("err").toFile());
    builder.environment().remove("UNSET_HOOK");
    builder.environment().putAll(Map.of("HOOK", hook, "DOWN_HOOK", down));
    Process p = builder.start();
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "detect finished");
    String err = Files.readString(tmp.resolve("err"), StandardCharsets.UTF_8);
    String out = Files.readString(tmp.resolve("out"), StandardCharsets.UTF_8);
    assertEquals(0, p.exitValue(), err);

    assertTrue(Files.readString(report).contains("\"detail\": \"Invalid default value for variable ([REDACTED].tf:3)"),
        Files.readString(report));
    List<WebhookReceiver.Request> posts = receiver.requests;
    assertEquals(2, posts.size(), posts.toString());
    String slack = JSON.readTree(posts.stream().filter(r -> r.body().contains("\"text\"")).findFirst().orElseThrow()
        .body()).get("text").asText();
    assertTrue(slack.contains("New drift: [REDACTED]") && slack.contains("New failures: broken"), slack);
    for (WebhookReceiver.Request post : posts) {
      assertEquals("/services/T0PATHSECRET/B0PATHSECRET/PathSecret01?token=QuerySecret02", post.path());
      assertNoSecret(post.body(), "body");
    }
    assertTrue(err.contains("notify[3]: environment variable UNSET_HOOK is not set; this receiver is skipped"), err);
    assertTrue(err.contains("notify[2]: notification to http://127.0.0.1:"), err);
    for (String secret : List.of("PATHSECRET", "PathSecret", "QuerySecret")) {
      assertFalse(err.contains(secret) || out.contains(secret), "the webhook URL's " + secret + " is shown:\n" + err);
    }
  }

  private static void assertNoSecret(String text, String where) {
    for (String secret : List.of("R8x2kLmQ9wErTy7UiOp3AsDfGhJkLz0XcV06", "xYz12AbCdEfGhIjKlM09", "PATHSECRET",
        "PathSecret", "QuerySecret")) {
      assertFalse(text.contains(secret), where + " holds " + secret + ":\n" + text);
    }
  }

  private List<Integer> counts() {
    return List.of(receiver.to("/json").size(), receiver.to("/slack").size(), receiver.to("/always").size());
  }

  private String slackText(int index) throws Exception {
    return JSON.readTree(receiver.to("/slack").get(index).body()).get("text").asText();
  }

  private static TofuWorkspace workspace(Path tmp, String stack) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack(stack, stack, List.of(), dataResource("v1"));
    ws.apply(stack);
    return ws;
  }

  private static String receiver(String url, String format, String on) {
    return "[[notify]]\nurl = \"" + url + "\"\nformat = \"" + format + "\"\non = \"" + on + "\"\n";
  }

  private static void config(TofuWorkspace ws, String... receivers) throws Exception {
    Files.writeString(ws.root().resolve("stackdrift.toml"), String.join("", receivers));
  }

  private static CliRun detect(TofuWorkspace ws, Path tmp, String... extra) {
    List<String> args = new ArrayList<>(List.of("detect", "-C", ws.root().toString(), "--no-native", "--no-color",
        "--state-dir", tmp.resolve("state").toString()));
    args.addAll(List.of(extra));
    return CliRun.of(args.toArray(String[]::new));
  }

  private static int closedPort() throws Exception {
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }

  private static WebhookReceiver newReceiver() {
    try {
      return new WebhookReceiver();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
