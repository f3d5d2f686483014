package io.stackdrift.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.stackdrift.cli.Main;
import io.stackdrift.testing.TofuWorkspace;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every credential shape of contract §9, printed by a tool in its error diagnostics, its stderr and a
 * failed apply, never reaches an output: the table, the report, Markdown, JUnit, metrics, events,
 * the state directory, or reconcile's output.
 */
class RedactionFaultsIT {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** Each shape as a tool would print it, and the secret in it that must not come out. */
  private static final Map<String, String> SHAPES = new LinkedHashMap<>();

  static {
    SHAPES.put("password=Hunter2Pw01", "Hunter2Pw01");
    SHAPES.put("passwd: Hunter2Pw02", "Hunter2Pw02");
    SHAPES.put("secret=S3cretVal03", "S3cretVal03");
    SHAPES.put("token=TokValue04", "TokValue04");
    SHAPES.put("postgres://dbuser:PgPass0005@db.example:5432/app", "PgPass0005");
    SHAPES.put("ghp_R8x2kLmQ9wErTy7UiOp3AsDfGhJkLz0XcV06", "R8x2kLmQ9wErTy7UiOp3AsDfGhJkLz0XcV06");
    SHAPES.put("gho_16C7e42F292c6912E7710c838347Ae178B07", "16C7e42F292c6912E7710c838347Ae178B07");
    SHAPES.put("github_pat_11ABCDEFG0123456789abc_defghijklmnopqrstuvwxyzABCDEFGH08",
        "11ABCDEFG0123456789abc_defghijklmnopqrstuvwxyzABCDEFGH08");
    SHAPES.put("glpat-xYz12AbCdEfGhIjKlM09", "xYz12AbCdEfGhIjKlM09");
    SHAPES.put("xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQr10", "AbCdEfGhIjKlMnOpQr10");
    SHAPES.put("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJib2IxMSJ9.SflKxwRJSMeKKF2QT4fwpMeJf36POk11",
        "SflKxwRJSMeKKF2QT4fwpMeJf36POk11");
    SHAPES.put("aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLE12", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLE12");
    SHAPES.put("aws_secret_access_key: \"wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLE13\"", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLE13");
    SHAPES.put("{\"aws_secret_access_key\": \"wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLE14\"}",
        "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLE14");
    SHAPES.put("key id AKIAIOSFODNN7EXAMP15", "AKIAIOSFODNN7EXAMP15");
    SHAPES.put("Authorization: Bearer BearerTok16abc", "BearerTok16abc");
    SHAPES.put("-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEApemSecret17\n-----END RSA PRIVATE KEY-----",
        "MIIEowIBAAKCAQEApemSecret17");
  }

  @Test
  void noCredentialShapeReachesAnyOutput(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("diag", "diag", List.of(), TofuWorkspace.dataResource("v1"));
    ws.stack("stderr", "stderr", List.of(), TofuWorkspace.dataResource("v1"));
    Path drifted = tmp.resolve("drifted");
    Path tool = leakyTool(tmp, drifted);
    Path state = tmp.resolve("state");
    Path report = tmp.resolve("report.json");
    Path junit = tmp.resolve("junit.xml");
    Path metrics = tmp.resolve("metrics.prom");
    Path events = tmp.resolve("events.jsonl");
    Path html = tmp.resolve("report.html");
    Map<String, String> outputs = new LinkedHashMap<>();

    Run detect = run("detect", "-C", ws.root().toString(), "--tofu", tool.toString(), "--no-native",
        "--state-dir", state.toString(), "-o", report.toString(), "--junit", junit.toString(),
        "--metrics-textfile", metrics.toString(), "--progress-jsonl", events.toString(), "--html", html.toString(),
        "--no-color");
    assertTrue(Files.exists(report), detect.err());
    outputs.put("detect table", detect.out());
    outputs.put("detect stderr", detect.err());
    for (Path file : List.of(report, junit, metrics, events, html)) {
      outputs.put(file.getFileName().toString(), Files.readString(file));
    }
    try (Stream<Path> files = Files.walk(state)) {
      for (Path f : files.filter(Files::isRegularFile).toList()) {
        outputs.put("state " + state.relativize(f), Files.readString(f, StandardCharsets.ISO_8859_1));
      }
    }
    outputs.put("detect --json", run("detect", "-C", ws.root().toString(), "--tofu", tool.toString(), "--no-native",
        "--state-dir", state.toString(), "--json").out());
    for (String format : List.of("table", "markdown", "junit", "html")) {
      Run show = run("report", "show", report.toString(), "--format", format, "--no-color");
      outputs.put("report show " + format, show.out() + show.err());
    }

    Files.writeString(drifted, "");
    for (String json : List.of("--no-color", "--json")) {
      Run reconcile = run("reconcile", "-C", ws.root().toString(), "--tofu", tool.toString(), "--no-native",
          "--state-dir", state.toString(), "--yes", json, "--progress-jsonl", tmp.resolve("reconcile.jsonl").toString());
      assertTrue(reconcile.out().contains("apply failed"), reconcile.out() + reconcile.err());
      outputs.put("reconcile --yes " + json, reconcile.out() + reconcile.err());
    }
    outputs.put("reconcile events", Files.readString(tmp.resolve("reconcile.jsonl")));

    List<String> leaks = new ArrayList<>();
    outputs.forEach((name, text) -> SHAPES.values().stream().filter(text::contains)
        .forEach(secret -> leaks.add(name + ": " + secret)));
    if (!leaks.isEmpty()) {
      fail("secrets in outputs:\n" + String.join("\n", leaks));
    }
    // The details did reach the outputs, masked: nothing passes by leaving them out.
    var stacks = JSON.readTree(report.toFile()).get("stacks");
    for (var entry : stacks) {
      String detail = entry.get("detail").asText();
      assertTrue(detail.contains("password=[REDACTED]") && detail.contains("aws_secret_access_key"), detail);
    }
    assertTrue(outputs.get("detect table").contains("password=[REDACTED]"), outputs.get("detect table"));
    assertTrue(outputs.get("report show markdown").contains("-----BEGIN") || outputs.get("report show markdown")
        .contains("[REDACTED]"), outputs.get("report show markdown"));
    assertTrue(outputs.get("reconcile --yes --no-color").contains("passwd: [REDACTED]"),
        outputs.get("reconcile --yes --no-color"));
  }

  @Test
  void aReportWrittenWithFewerPatternsIsRedactedWhenShown(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), TofuWorkspace.dataResource("v1"));
    Path report = tmp.resolve("report.json");
    run("detect", "-C", ws.root().toString(), "--tofu", leakyTool(tmp, tmp.resolve("drifted")).toString(),
        "--no-native", "--state-dir", tmp.resolve("state").toString(), "-o", report.toString());
    ObjectNode json = (ObjectNode) JSON.readTree(report.toFile());
    String everyShape = String.join("; ", SHAPES.keySet());
    ((ObjectNode) json.get("stacks").get(0)).put("detail", everyShape);
    json.putArray("subjects").addObject().put("subject", "runtime-configuration").put("status", "unavailable")
        .put("detail", everyShape);
    Files.writeString(report, json.toString());

    for (String format : List.of("table", "markdown", "junit", "json")) {
      Run show = run("report", "show", report.toString(), "--format", format, "--no-color");
      assertTrue(show.out().contains("[REDACTED]"), format + ": " + show.out() + show.err());
      List<String> leaks = SHAPES.values().stream().filter(show.out()::contains).toList();
      assertTrue(leaks.isEmpty(), format + " shows " + leaks);
    }
  }

  /**
   * A stand-in tool: init succeeds; plan fails with every shape, as error diagnostics in the stack
   * "diag" and on stderr elsewhere (the one-line shapes on its first line, which the table shows),
   * or reports changes (writing the plan file it is asked for) once {@code drifted} exists; apply
   * fails with every shape on stderr.
   */
  private static Path leakyTool(Path tmp, Path drifted) throws IOException {
    Path diagnostics = tmp.resolve("diagnostics.jsonl");
    StringBuilder lines = new StringBuilder();
    for (String shape : SHAPES.keySet()) {
      lines.append(JSON.writeValueAsString(Map.of("type", "diagnostic",
          "diagnostic", Map.of("severity", "error", "summary", shape)))).append('\n');
    }
    Files.writeString(diagnostics, lines);
    List<String> oneLine = SHAPES.keySet().stream().filter(s -> !s.contains("\n")).toList();
    List<String> multiLine = SHAPES.keySet().stream().filter(s -> s.contains("\n")).toList();
    Path stderr = tmp.resolve("stderr.txt");
    Files.writeString(stderr, String.join(" ", oneLine) + "\n" + String.join("\n", multiLine) + "\n");
    return TofuWorkspace.standIn(tmp, "tofu-leaky", String.join("\n",
        "case \"$1\" in",
        "  init) exit 0 ;;",
        "  apply) cat '" + stderr + "' >&2; exit 1 ;;",
        "esac",
        "if [ -f '" + drifted + "' ]; then",
        "  for a in \"$@\"; do case \"$a\" in -out=*) : > \"${a#-out=}\" ;; esac; done", // the plan file asked for
        "  echo '{\"type\":\"change_summary\",\"changes\":{\"add\":1,\"change\":0,\"remove\":0,\"operation\":\"plan\"}}'",
        "  exit 2",
        "fi",
        "if [ \"$(basename \"$PWD\")\" = diag ]; then cat '" + diagnostics + "'; else cat '" + stderr + "' >&2; fi",
        "exit 1"));
  }

  record Run(int code, String out, String err) {}

  static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
    return new Run(code, out.toString(), err.toString());
  }
}
