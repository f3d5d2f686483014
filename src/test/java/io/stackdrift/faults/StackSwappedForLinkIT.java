package io.stackdrift.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.cli.CliRun;
import io.stackdrift.testing.TofuWorkspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A stack directory swapped for a link while the run goes on (contract §9): discovery saw a
 * directory, so a link found when the plan starts fails the stack, never plans through it (a link
 * to a clean copy would report a drifted stack converged). The real tool plans; while it plans the
 * first stack, the wrapper swaps the second for a link to a clean directory.
 */
class StackSwappedForLinkIT {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void aStackSwappedForALinkAfterDiscoveryFails(@TempDir Path tmp) throws Exception {
    TofuWorkspace ws = TofuWorkspace.in(tmp);
    ws.stack("s0", "s0", List.of(), TofuWorkspace.dataResource("v1"));
    ws.stack("s1", "s1", List.of(), TofuWorkspace.dataResource("v1"));
    ws.apply("s0");
    ws.apply("s1");
    ws.write("s1", "main.tf", TofuWorkspace.dataResource("v2")); // s1 drifted
    Path clean = Files.createDirectory(tmp.resolve("clean"));
    Path s1 = ws.dir("s1");
    Path tool = TofuWorkspace.standIn(tmp, "tofu-swaps", "case \"$PWD\" in */s0) if [ ! -L " + s1 + " ]; then mv "
        + s1 + " " + tmp.resolve("s1.moved") + " && ln -s " + clean + " " + s1 + "; fi ;; esac\nexec "
        + TofuWorkspace.tool() + " \"$@\"");

    CliRun run = CliRun.of("detect", "-C", ws.root().toString(), "--no-native", "--parallel", "1", "--tofu",
        tool.toString(), "--state-dir", tmp.resolve("state").toString(), "--json");

    JsonNode stacks = JSON.readTree(run.out()).path("stacks");
    JsonNode second = stacks.get(1);
    assertEquals("s1", second.path("stackId").asText(), run.out());
    assertEquals("failed", second.path("status").asText(), run.out());
    assertTrue(second.path("detail").asText().contains("was replaced by a symbolic link after discovery"),
        second.toString());
    assertTrue(Files.list(clean).findAny().isEmpty(), "nothing ran in the link's target");
  }
}
