package io.stackdrift.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.config.Diagnostic;
import io.stackdrift.workspace.WorkspaceLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DiscoveryTest {
  private static final Path STACKKIT = Path.of("testdata/stackkit-host");
  private static final Path REPO = Path.of("testdata/terramate-repo");

  @Test
  void stackkitHostLayoutIsFoundUnderDotStackkitRuntimeOnly() {
    StackScanner.Result result = StackScanner.scan(STACKKIT, new StackDefaults("lab", ""));
    assertTrue(result.problems().isEmpty(), result.problems().toString());
    List<String> roots = result.stacks().stream().map(Stack::runtimeRoot).toList();
    assertEquals(List.of(
        ".stackkit/runtime/core/opentofu",
        ".stackkit/runtime/core/opentofu/addons",
        ".stackkit/runtime/edge/opentofu",
        ".stackkit/runtime/federation/opentofu",
        ".stackkit/runtime/workloads/app/opentofu",
        ".stackkit/runtime/workloads/db/opentofu",
        ".stackkit/runtime/workloads/mail/opentofu"), roots);
  }

  @Test
  void identityComesFromTagsNameAndDefaults() {
    Map<String, Stack> byId = byId(StackScanner.scan(STACKKIT, new StackDefaults("", "")).stacks());
    Stack core = byId.get("stackkit-0a1b2c3d4e5f60718293");
    assertEquals("core", core.role());
    assertEquals("core", core.moduleRef());
    assertEquals("lab", core.siteRef());
    assertEquals("node-1", core.nodeRef());

    Map<String, Stack> repo = byId(StackScanner.scan(REPO, new StackDefaults("", "node-x")).stacks());
    Stack subnets = repo.get("subnets");
    assertEquals("workload", subnets.role());
    assertEquals("subnets", subnets.moduleRef(), "no module tag: the stack name");
    assertEquals("local", subnets.siteRef());
    assertEquals("node-x", subnets.nodeRef());
    assertEquals("monitoring", repo.get("monitoring").moduleRef(), "no module tag, no name: the directory");
  }

  @Test
  void stackWithoutIdIsKnownByItsPath() {
    Map<String, Stack> repo = byId(StackScanner.scan(REPO, new StackDefaults("", "")).stacks());
    assertTrue(repo.containsKey("stacks/app"), repo.keySet().toString());
    assertEquals(List.of("/stacks/db"), repo.get("stacks/app").after());
  }

  @Test
  void skipsTmskipSubtreesAndDotDirectories() {
    Map<String, Stack> repo = byId(StackScanner.scan(REPO, new StackDefaults("", "")).stacks());
    assertEquals(java.util.Set.of("network", "subnets", "stacks/app", "db", "monitoring"), repo.keySet());
  }

  @Test
  void symlinkedDirectoriesAreNotFollowed(@TempDir Path tmp) throws Exception {
    Path outside = Files.createDirectories(tmp.resolve("outside/s"));
    Files.writeString(outside.resolve("stack.tm"), "stack {\n  id = \"outside\"\n}\n");
    Path root = Files.createDirectories(tmp.resolve("root"));
    Files.createSymbolicLink(root.resolve("link"), outside.getParent());
    Files.createSymbolicLink(root.resolve("stack.tm"), outside.resolve("stack.tm"));
    StackScanner.Result result = StackScanner.scan(root, new StackDefaults("", ""));
    assertTrue(result.stacks().isEmpty());
    assertEquals(1, result.warnings().size(), "the stack file's link is said, the directory's is not: "
        + result.warnings());
    assertTrue(result.warnings().get(0).render(root).contains("skipped stack.tm: a symbolic link that leads out of "
        + "the workspace"), result.warnings().get(0).render(root));
  }

  @Test
  void anUnknownRoleIsAWarningAtItsTagsLine(@TempDir Path tmp) throws Exception {
    Path dir = Files.createDirectories(tmp.resolve(".stackkit/runtime/s"));
    Path file = Files.writeString(dir.resolve("stack.tm.hcl"), "stack {\n  id = \"s\"\n  tags = [\"role/weird\"]\n}\n");

    List<Diagnostic> warnings = StackScanner.scan(tmp, new StackDefaults("", "")).warnings();

    assertEquals(1, warnings.size(), warnings.toString());
    assertEquals(Diagnostic.Severity.WARNING, warnings.get(0).severity());
    assertTrue(warnings.get(0).render(tmp).startsWith(".stackkit/runtime/s/stack.tm.hcl:3:3: stack s "
        + "(.stackkit/runtime/s): unknown role 'weird'"), warnings.get(0).render(tmp));
    assertEquals(file, warnings.get(0).file());
  }

  /** Terramate's tags are free-form: outside the stackkit layout role/observability is just a tag. */
  @Test
  void aPlainTerramateRepositoryHasNoRoleWarning(@TempDir Path tmp) throws Exception {
    Path dir = Files.createDirectories(tmp.resolve("stacks/monitoring"));
    Files.writeString(dir.resolve("stack.tm.hcl"), "stack {\n  tags = [\"role/observability\"]\n}\n");

    StackScanner.Result result = StackScanner.scan(tmp, new StackDefaults("", ""));

    assertEquals(1, result.stacks().size());
    assertEquals(List.of(), result.warnings());
  }

  @Test
  void workspaceRootIsTheFirstMarkedAncestor(@TempDir Path tmp) throws Exception {
    Path root = Files.createDirectories(tmp.resolve("ws"));
    Files.writeString(root.resolve("terramate.tm.hcl"), "terramate {\n  config {}\n}\n");
    Path deep = Files.createDirectories(root.resolve("a/b/c"));
    assertEquals(root, WorkspaceRoot.find(deep));
    Path other = Files.createDirectories(tmp.resolve("plain/x"));
    Files.writeString(other.resolve("stackdrift.toml"), "");
    assertEquals(other, WorkspaceRoot.find(other));
  }

  @Test
  void aTerramateFileThatDoesNotParseKeepsTheRootFromMovingUpAndIsTheOneError(@TempDir Path tmp) throws Exception {
    Path repo = Files.createDirectories(tmp.resolve("repo"));
    Files.createDirectories(repo.resolve(".git"));
    for (int i = 0; i < 5; i++) { // the enclosing repository's own troubles, unrelated to this workspace
      Path other = Files.createDirectories(repo.resolve("other/s" + i));
      Files.writeString(other.resolve("stack.tm"), "stack {\n  id = \"dup\"\n  tags = [\"Not-A-Tag\"]\n}\n");
    }
    Path ws = Files.createDirectories(repo.resolve("ws"));
    Path broken = ws.resolve("root.tm");
    Files.writeString(broken, "terramate {\n  config {\n    run {\n}\n");
    Path stack = Files.createDirectories(ws.resolve("a"));
    Files.writeString(stack.resolve("stack.tm"), "stack {}\n");

    ConfigurationException e = assertThrows(ConfigurationException.class, () -> WorkspaceLoader.load(stack));

    assertEquals(1, e.problems().size(), e.problems().toString());
    Diagnostic fault = e.problems().get(0);
    assertEquals(broken.toRealPath(), fault.file());
    assertTrue(fault.line() > 0, fault.toString());
    assertTrue(fault.message().endsWith("so the root is not looked for further up: fix the file"), fault.message());
  }

  @Test
  void aBrokenFileThatCannotDeclareTheRootIsPassedOver(@TempDir Path tmp) throws Exception {
    Path repo = Files.createDirectories(tmp.resolve("repo"));
    Files.createDirectories(repo.resolve(".git"));
    Path ws = Files.createDirectories(repo.resolve("ws"));
    Files.writeString(ws.resolve("globals.tm"), "globals {\n  a = \n");

    assertEquals(repo, WorkspaceRoot.find(ws));
  }

  private static Map<String, Stack> byId(List<Stack> stacks) {
    return stacks.stream().collect(Collectors.toMap(Stack::id, Function.identity()));
  }

}
