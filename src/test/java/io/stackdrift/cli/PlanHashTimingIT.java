package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * planHash is taken before any process starts (contract §7): a file a plan writes into its stack
 * directory (an archive a data source builds, say) never changes it, so shards agree.
 */
class PlanHashTimingIT {
  @Test
  void aFileAPlanWritesIsNotInThePlanHash(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    Path app = ws.stack("app", "app", List.of(), TofuWorkspace.dataResource("v1"));
    Path quiet = TofuWorkspace.standIn(tmp, "tofu-quiet", "exit 1");
    String before = planHash(ws.root(), quiet, tmp, "--no-native");

    // A plan that writes into its directory, as a data source building an archive does, and a
    // container check that ends only after it has: what runs beside the plans cannot hide the order.
    Path generated = app.resolve("generated.zip");
    Path writing = TofuWorkspace.standIn(tmp, "tofu-writing",
        "case \"$*\" in *plan*) echo built > '" + generated + "' ;; esac\nexit 1");
    ws.write("app", "compose.yaml", "services:\n  web:\n    image: busybox\n");
    Path docker = TofuWorkspace.standIn(tmp, "docker",
        "for i in $(seq 1 200); do [ -f '" + generated + "' ] && exit 0; sleep 0.05; done\nexit 1");
    Files.writeString(ws.root().resolve("stackdrift.toml"), "[tools]\ndocker = \"" + docker + "\"\n");
    String whileWriting = planHash(ws.root(), writing, tmp);

    assertTrue(Files.exists(generated), "the plan wrote into the stack directory");
    Files.delete(generated);
    assertEquals(planHash(ws.root(), quiet, tmp, "--no-native"), whileWriting,
        "the hash of the directory as it was before the plan (compose.yaml included)");
    assertTrue(!before.equals(whileWriting), "compose.yaml is part of the hash");
  }

  private static String planHash(Path root, Path tool, Path tmp, String... more) throws Exception {
    Path report = tmp.resolve("report.json");
    List<String> args = new java.util.ArrayList<>(List.of("detect", "-C", root.toString(), "--state-dir",
        tmp.resolve("state").toString(), "--init", "never", "--tofu", tool.toString(), "-o", report.toString()));
    args.addAll(List.of(more));
    CliRun run = CliRun.of(args.toArray(String[]::new));
    assertEquals(0, run.code(), run.err());
    return new ObjectMapper().readTree(report.toFile()).get("planHash").asText();
  }
}
