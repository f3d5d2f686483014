package io.stackdrift.cli;

import static io.stackdrift.testing.ServedWatch.baseUrl;
import static io.stackdrift.testing.ServedWatch.read;
import static io.stackdrift.testing.ServedWatch.status;
import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.CliProcess;
import io.stackdrift.testing.Poll;
import io.stackdrift.testing.ServedWatch;
import io.stackdrift.testing.TofuWorkspace;
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

/** {@code watch --listen --webhook-secret-file}: a signed push starts a cycle now, not an hour later. */
class WatchWebhookIT {
  private static final String SECRET = "webhook-s3cr3t-0123456789abcdef";

  @Test
  void aSignedPushToTheJudgedBranchStartsACycleAtOnceAndTheSecretIsNeverPrinted(@TempDir Path tmp)
      throws Exception {
    Path root = convergedWorkspace(tmp);
    git(root, "init", "-q", "-b", "main");
    git(root, "add", "-A");
    git(root, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "the stack");
    Path secret = secretFile(tmp, "rw-------");
    Process watch = watch(tmp, root, "--interval", "1h", "--listen", "127.0.0.1:0", "--webhook-secret-file",
        secret.toString());
    try {
      String base = baseUrl(tmp.resolve("watch.err"));
      assertTrue(Poll.until(Duration.ofSeconds(90), () -> status(base + "/readyz") == 200), "the first cycle ends");
      assertTrue(read(tmp.resolve("watch.err")).contains("POST /hooks/git"), "the hook path is announced");

      byte[] other = "{\"ref\":\"refs/heads/feature\"}".getBytes(StandardCharsets.UTF_8);
      HttpResponse<String> elsewhere = deliver(base, other, "sha256=" + hmac(other));
      assertEquals(202, elsewhere.statusCode());
      assertTrue(elsewhere.body().startsWith("accepted: nothing to do"), elsewhere.body());
      byte[] push = "{\"ref\":\"refs/heads/main\",\"after\":\"2786dfa\"}".getBytes(StandardCharsets.UTF_8);
      HttpResponse<String> forged = deliver(base, push, "sha256=" + "0".repeat(64));
      assertEquals(401, forged.statusCode());
      assertEquals("unauthorized\n", forged.body());
      HttpResponse<String> signed = deliver(base, push, "sha256=" + hmac(push));
      assertEquals(202, signed.statusCode(), signed.body());

      assertTrue(Poll.until(Duration.ofSeconds(60), () -> read(tmp.resolve("watch.err")).contains("watch cycle 2")),
          "the push starts the second cycle an hour early: " + read(tmp.resolve("watch.err")));
      assertTrue(read(tmp.resolve("watch.err")).contains("watch: a push asked for a cycle; starting it now"));
      String metrics = ServedWatch.body(base + "/metrics");
      assertTrue(metrics.contains("stackdrift_webhook_deliveries_total{outcome=\"cycle_requested\"} 1\n"), metrics);
      assertTrue(metrics.contains("stackdrift_webhook_deliveries_total{outcome=\"unauthorized\"} 1\n"), metrics);
      assertTrue(metrics.contains("stackdrift_webhook_deliveries_total{outcome=\"ignored\"} 1\n"), metrics);

      watch.toHandle().destroy();
      assertTrue(watch.waitFor(60, TimeUnit.SECONDS), "watch exits after SIGTERM");
      for (String output : List.of("watch.err", "watch.out")) {
        assertFalse(read(tmp.resolve(output)).contains("s3cr3t"), output + " never shows the secret");
      }
    } finally {
      watch.destroyForcibly();
    }
  }

  @Test
  void aSecretFileOthersCanReadOrOneWithoutListenIsRefusedNamingTheFlag(@TempDir Path tmp) throws Exception {
    Path root = convergedWorkspace(tmp);
    Path open = secretFile(tmp, "rw-r--r--");
    CliRun loose = CliRun.of("watch", "-C", root.toString(), "--state-dir", tmp.resolve("state").toString(),
        "--listen", "127.0.0.1:0", "--webhook-secret-file", open.toString(), "--max-cycles", "1");
    assertTrue(loose.code() != 0 && loose.err().contains("--webhook-secret-file " + open), loose.err());
    assertFalse(loose.err().contains("s3cr3t"), loose.err());
    CliRun alone = CliRun.of("watch", "-C", root.toString(), "--state-dir", tmp.resolve("state").toString(),
        "--webhook-secret-file", open.toString(), "--max-cycles", "1");
    assertTrue(alone.code() != 0 && alone.err().contains("--webhook-secret-file needs --listen"), alone.err());
  }

  private static Path convergedWorkspace(Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of("role/workload"), dataResource("v1"));
    ws.apply("app");
    return ws.root();
  }

  private static void git(Path dir, String... args) throws Exception {
    List<String> argv = new ArrayList<>(List.of("git", "-C", dir.toString()));
    argv.addAll(List.of(args));
    Process git = new ProcessBuilder(argv).redirectErrorStream(true).start();
    String output = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, git.waitFor(), output);
  }

  private static Path secretFile(Path tmp, String mode) throws Exception {
    Path file = tmp.resolve("webhook-secret");
    Files.writeString(file, SECRET + "\n");
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(mode));
    return file;
  }

  private static Process watch(Path tmp, Path root, String... more) throws Exception {
    List<String> args = new ArrayList<>(List.of("watch", "-C", root.toString(), "--state-dir",
        tmp.resolve("state").toString(), "--jitter", "0s", "--no-native", "--tofu", TofuWorkspace.tool().toString()));
    args.addAll(List.of(more));
    return new ProcessBuilder(CliProcess.argv(args.toArray(String[]::new)))
        .redirectOutput(tmp.resolve("watch.out").toFile()).redirectError(tmp.resolve("watch.err").toFile()).start();
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
}
