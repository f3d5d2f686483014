package io.stackdrift.cli;

import static io.stackdrift.testing.ReportJson.planned;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.TofuWorkspace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sensitive value past the details' leaf cap (contract §4b, "The sensitive set is complete,
 * whatever is cut"), from a real plan: a sensitive variable is one key of an 11,001-key
 * terraform_data input, and another resource takes it from the unmarked {@code output}. The
 * marker lies beyond what the details collect, so the stack's details are {@code truncated} and
 * show paths without values, in every view and file.
 */
class SensitivePastCapIT {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String SECRET = "S3CRET-past-the-cap-5d1e";
  private static final int KEYS = 11_000;

  @TempDir static Path tmp;
  private static TofuWorkspace ws;

  @BeforeAll
  static void appliedThenChanged() throws Exception {
    ws = TofuWorkspace.in(tmp);
    ws.stack("big", "big", List.of(), config("\"old-value\""));
    ws.apply("big");
    ws.write("big", "main.tf", config("terraform_data.big.output[\"secret\"]"));
  }

  @Test
  void noValueIsShownAnywhereAndOneWarningSaysWhy() throws Exception {
    Path out = Files.createDirectories(tmp.resolve("out"));
    CliRun md = detect("--format", "markdown", "-o", out.resolve("report.json").toString(), "--junit",
        out.resolve("junit.xml").toString(), "--html", out.resolve("page.html").toString());
    CliRun table = detect("--details");
    CliRun dryRun = CliRun.of("reconcile", "-C", ws.root().toString(), "--no-native", "--state-dir",
        tmp.resolve("state").toString());

    JsonNode stack = JSON.readTree(out.resolve("report.json").toFile()).path("stacks").get(0);
    JsonNode copy = planned(stack, "terraform_data.copy").path("attributes").get(0);
    assertAll(
        () -> assertEquals(0, md.code(), md.err()),
        () -> assertEquals("truncated", stack.path("details").asText()),
        () -> assertEquals("input", copy.path("path").asText()),
        () -> assertTrue(copy.path("withheld").asBoolean(), copy.toString()),
        () -> assertTrue(copy.path("before").isMissingNode() && copy.path("after").isMissingNode(), copy.toString()),
        () -> assertTrue(table.out().contains("terraform_data.copy  input (not shown)"), table.out()),
        () -> assertEquals(1, occurrences(md.err(), "attributes are listed without values"), md.err()));

    List<String> texts = new ArrayList<>(List.of(md.out(), md.err(), table.out(), table.err(), dryRun.out(),
        dryRun.err()));
    List<Path> files = new ArrayList<>(TofuWorkspace.filesUnder(out));
    files.addAll(TofuWorkspace.filesUnder(tmp.resolve("state")));
    for (Path f : files) {
      texts.add(f + ":\n" + Files.readString(f, StandardCharsets.ISO_8859_1));
    }
    for (String text : texts) {
      assertFalse(text.contains(SECRET), "the secret in " + text.substring(0, Math.min(text.length(), 2000)));
      assertFalse(text.contains("old-value"), "a value of a stack whose sensitive set is not known");
    }
    assertTrue(files.size() >= 5, "the outputs and the state directory were all read: " + files);
  }

  private static int occurrences(String text, String part) {
    return text.split(java.util.regex.Pattern.quote(part), -1).length - 1;
  }

  private static CliRun detect(String... extra) {
    List<String> args = new ArrayList<>(List.of("detect", "-C", ws.root().toString(), "--no-native", "--state-dir",
        tmp.resolve("state").toString()));
    args.addAll(List.of(extra));
    return CliRun.of(args.toArray(String[]::new));
  }

  /** The big input (the secret its last key, past the cap) and a copy whose input is {@code copied}. */
  private static String config(String copied) {
    StringBuilder tf = new StringBuilder("variable \"secret\" {\n  type = string\n  sensitive = true\n"
        + "  default = \"" + SECRET + "\"\n}\n\nresource \"terraform_data\" \"big\" {\n  input = {\n");
    for (int i = 0; i < KEYS; i++) {
      tf.append("    k").append(i).append(" = \"x\"\n");
    }
    tf.append("    secret = var.secret\n  }\n}\n\nresource \"terraform_data\" \"copy\" {\n  input = ")
        .append(copied).append("\n}\n");
    return tf.toString();
  }
}
