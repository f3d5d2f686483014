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
 * What changed, attribute by attribute, in every view (contract §4b), from real plans: a
 * terraform_data input changed in the code, and a sensitive input changed from one planted value
 * to another. Neither planted value may appear in any output, file of the state directory, line of
 * stderr or {@code --debug} trace: Terraform shows the sensitive input unmarked in {@code output}.
 */
class AttributeDetailsIT {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String PLANTED_BEFORE = "pl4nted-before-9f2c71";
  private static final String PLANTED_AFTER = "pl4nted-after-3b8e05";

  @TempDir static Path tmp;
  private static TofuWorkspace ws;

  @BeforeAll
  static void appliedThenChanged() throws Exception {
    ws = TofuWorkspace.in(tmp);
    ws.stack("app", "app", List.of(), config("a", PLANTED_BEFORE));
    ws.apply("app");
    ws.write("app", "main.tf", config("b", PLANTED_AFTER));
  }

  @Test
  void everyViewSaysWhatChangedAndNoneHoldsTheSecret() throws Exception {
    Path out = Files.createDirectories(tmp.resolve("out"));
    CliRun md = detect("--format", "markdown", "-o", out.resolve("report.json").toString(), "--junit",
        out.resolve("junit.xml").toString(), "--html", out.resolve("page.html").toString(), "--metrics-textfile",
        out.resolve("metrics.prom").toString(), "--progress-jsonl", out.resolve("events.jsonl").toString(),
        "--debug");
    CliRun table = detect();
    CliRun all = detect("--details");
    CliRun dryRun = CliRun.of("reconcile", "-C", ws.root().toString(), "--no-native", "--state-dir",
        tmp.resolve("state").toString());

    JsonNode report = JSON.readTree(out.resolve("report.json").toFile());
    JsonNode app = report.path("stacks").get(0);
    JsonNode marker = planned(app, "terraform_data.marker");
    JsonNode secret = planned(app, "terraform_data.secret");
    assertAll(
        () -> assertEquals(0, md.code(), md.err()),
        () -> assertEquals("attributes", app.path("details").asText()),
        () -> assertEquals("config", app.path("driftCause").asText()),
        () -> assertEquals("input", marker.path("attributes").get(0).path("path").asText()),
        () -> assertEquals("\"a\"", marker.path("attributes").get(0).path("before").asText()),
        () -> assertEquals("\"b\"", marker.path("attributes").get(0).path("after").asText()),
        () -> assertFalse(marker.path("attributes").get(0).path("external").asBoolean()),
        () -> assertTrue(secret.path("attributes").get(0).path("sensitive").asBoolean()),
        () -> assertTrue(secret.path("attributes").get(0).path("before").isMissingNode(), "no value when sensitive"),
        () -> assertTrue(md.out().contains("<details><summary>app: 4 attribute changes</summary>"), md.out()),
        () -> assertTrue(md.out().contains("| terraform\\_data.marker | input | \"a\" | \"b\" | code change |"),
            md.out()),
        () -> assertTrue(md.out().contains("| terraform\\_data.secret | input | (sensitive) | (sensitive) | code change |"),
            md.out()),
        () -> assertTrue(table.out().contains("    ~ terraform_data.marker  input \"a\" → \"b\", code change\n"),
            table.out()),
        () -> assertTrue(table.out().contains("    ~ terraform_data.secret  input (sensitive), code change\n"),
            table.out()),
        () -> assertTrue(all.out().contains("terraform_data.marker  output \"a\" → (known after apply)\n"),
            all.out()),
        () -> assertTrue(dryRun.out().contains("    ~ terraform_data.marker (code change)\n"
            + "        input \"a\" → \"b\", code change\n"), dryRun.out()),
        () -> assertTrue(Files.readString(out.resolve("junit.xml")).contains(
            "~ terraform_data.marker  input \"a\" → \"b\", code change"),
            Files.readString(out.resolve("junit.xml"))),
        () -> assertTrue(Files.readString(out.resolve("page.html")).contains("<td class=\"id\">input</td>")),
        () -> assertTrue(Files.readString(out.resolve("events.jsonl")).contains("\"configAttributes\":\"4\""),
            Files.readString(out.resolve("events.jsonl"))),
        () -> assertTrue(Files.readString(out.resolve("metrics.prom")).contains(
            "stackdrift_stack_attribute_changes{stack_id=\"app\",stack_path=\"app\",cause=\"config\"} 4")));

    List<String> texts = new ArrayList<>(List.of(md.out(), md.err(), table.out(), table.err(), all.out(), all.err(),
        dryRun.out(), dryRun.err()));
    List<Path> files = new ArrayList<>(TofuWorkspace.filesUnder(out));
    files.addAll(TofuWorkspace.filesUnder(tmp.resolve("state")));
    for (Path f : files) {
      texts.add(f + ":\n" + Files.readString(f, StandardCharsets.ISO_8859_1));
    }
    for (String text : texts) {
      assertFalse(text.contains(PLANTED_BEFORE) || text.contains(PLANTED_AFTER), "a planted value in " + text);
    }
    assertTrue(files.size() >= 8, "the outputs and the state directory were all read: " + files);
  }

  @Test
  void detailsAddressesSavesNoPlanAndListsResourcesOnly() throws Exception {
    CliRun run = detect("--json", "--details", "addresses");
    JsonNode app = JSON.readTree(run.out()).path("stacks").get(0);
    assertEquals("addresses", app.path("details").asText(), run.out());
    assertTrue(planned(app, "terraform_data.marker").path("attributes").isMissingNode());
  }

  private static CliRun detect(String... extra) {
    List<String> args = new ArrayList<>(List.of("detect", "-C", ws.root().toString(), "--no-native", "--state-dir",
        tmp.resolve("state").toString()));
    args.addAll(List.of(extra));
    return CliRun.of(args.toArray(String[]::new));
  }

  private static String config(String marker, String secret) {
    return "resource \"terraform_data\" \"marker\" {\n  input = \"" + marker + "\"\n}\n\n"
        + "resource \"terraform_data\" \"secret\" {\n  input = sensitive(\"" + secret + "\")\n}\n";
  }
}
