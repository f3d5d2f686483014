package io.stackdrift.cli;

import static io.stackdrift.testing.ReportJson.stack;
import static io.stackdrift.testing.TofuWorkspace.dataResource;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.GitRepo;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A config cause names the commit (contract §14), on a real repository and the real tool: a commit
 * after the stack's last converged run is named in its detail and the table; without a converged run
 * on record the words claim no code change; --strict-v1 keeps the original detail.
 */
class ConfigCauseIT {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void theCommitAfterTheLastConvergedRunIsNamed(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("stacks/app", "app", List.of(), dataResource("v1"));
    Files.writeString(ws.root().resolve(".gitignore"), "terraform.tfstate*\n.terraform/\n.terraform.lock.hcl\n");
    GitRepo repo = GitRepo.init(ws.root(), tmp.resolve("home"));
    repo.commitAll("app v1");
    ws.apply("stacks/app");
    String state = tmp.resolve("state").toString();
    CliRun converged = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--state-dir", state);
    assertEquals(0, converged.code(), converged.err());

    ws.write("stacks/app", "main.tf", dataResource("v2"));
    // committed after the converged run: its time is what tells it came since
    String at = Instant.now().plus(1, ChronoUnit.DAYS).truncatedTo(ChronoUnit.SECONDS).toString();
    String v2 = repo.commitAll("app v2", at);
    String expected = "code changed in " + v2.substring(0, 7) + ", " + at.substring(0, 10) + ", not applied since";

    CliRun detect = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--state-dir", state, "--json");
    JsonNode app = stack(JSON.readTree(detect.out()), "app");
    assertEquals("config", app.path("driftCause").asText(), detect.out());
    assertEquals("tofu plan reports changes against the recorded OpenTofu state; " + expected,
        app.path("detail").asText());
    Path report = tmp.resolve("report.json");
    Path html = tmp.resolve("report.html");
    Path junit = tmp.resolve("junit.xml");
    CliRun table = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--state-dir", state, "-o",
        report.toString(), "--html", html.toString(), "--junit", junit.toString());
    assertTrue(table.out().lines().anyMatch(l -> l.startsWith("drifted") && l.contains("config")
        && l.endsWith(expected)), table.out());
    CliRun markdown = CliRun.of("report", "show", report.toString(), "--format", "markdown");
    assertTrue(markdown.out().contains("| config: " + expected + " |"), markdown.out());
    assertTrue(Files.readString(html).contains(expected), "the HTML page's detail cell");
    assertTrue(Files.readString(junit).contains(expected), "the JUnit failure text");
    CliRun strict = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--state-dir", state, "--json",
        "--strict-v1");
    assertEquals("tofu plan reports changes against the recorded OpenTofu state",
        stack(JSON.readTree(strict.out()), "app").path("detail").asText());

    CliRun unknown = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--state-dir",
        tmp.resolve("fresh-state").toString(), "--json");
    assertEquals("tofu plan reports changes against the recorded OpenTofu state; the configuration is ahead of the "
        + "state", stack(JSON.readTree(unknown.out()), "app").path("detail").asText(),
        "no converged run on record: no code change is claimed");
  }
}
