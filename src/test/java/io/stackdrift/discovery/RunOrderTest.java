package io.stackdrift.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunOrderTest {

  @Test
  void stackkitHostOrderIsTerramatesFifoOrder() {
    RunOrder.Result order = order(Path.of("testdata/stackkit-host"));
    assertEquals(List.of(
        ".stackkit/runtime/core/opentofu",
        ".stackkit/runtime/core/opentofu/addons",
        ".stackkit/runtime/workloads/app/opentofu",
        ".stackkit/runtime/workloads/db/opentofu",
        // freed with app and db, so queued before edge, which db frees: a priority queue put edge first
        ".stackkit/runtime/workloads/mail/opentofu",
        ".stackkit/runtime/edge/opentofu",
        ".stackkit/runtime/federation/opentofu"), roots(order));
  }

  @Test
  void absoluteRelativeAndTagReferencesAndUnmatchedWarning() {
    RunOrder.Result order = order(Path.of("testdata/terramate-repo"));
    assertEquals(List.of("stacks/network", "stacks/network/subnets", "stacks/db", "stacks/app", "stacks/monitoring"),
        roots(order));
    List<String> warnings = scan(Path.of("testdata/terramate-repo")).warnings();
    assertEquals(1, warnings.size());
    assertTrue(warnings.get(0).contains("/does/not/exist"), warnings.get(0));
  }

  @Test
  void independentStacksRunInByteOrderOfTheirPath(@TempDir Path tmp) throws Exception {
    stack(tmp, "z", "");
    stack(tmp, "b", "");
    stack(tmp, "a", "after = [\"/z\"]");
    assertEquals(List.of("b", "z", "a"), roots(order(tmp)));
  }

  @Test
  void aSubsetIsOrderedOverItsOwnGraph(@TempDir Path tmp) throws Exception {
    stack(tmp, "b", "");
    stack(tmp, "c", "before = [\"/b\"]\n  after = [\"/z\"]");
    stack(tmp, "d", "");
    stack(tmp, "z", "");
    List<Stack> stacks = scan(tmp).stacks();
    StackGraph graph = StackGraph.of(stacks);
    List<Stack> bd = stacks.stream().filter(s -> s.runtimeRoot().equals("b") || s.runtimeRoot().equals("d")).toList();
    assertEquals(List.of("d", "b"), roots(RunOrder.of(graph, StackGraph.identitySet(stacks)))
        .stream().filter(r -> r.equals("b") || r.equals("d")).toList(), "the whole workspace: c holds b back");
    assertEquals(List.of("b", "d"), roots(RunOrder.of(graph, StackGraph.identitySet(bd))),
        "b and d alone: c is not reached by their entries and plays no part");
  }

  @Test
  void beforeOnADirectoryOrdersEveryStackBelowIt(@TempDir Path tmp) throws Exception {
    stack(tmp, "x/one", "");
    stack(tmp, "x/two", "");
    stack(tmp, "y", "before = [\"/x\"]");
    assertEquals(List.of("y", "x/one", "x/two"), roots(order(tmp)));
  }

  @Test
  void cycleNamesItsStacks(@TempDir Path tmp) throws Exception {
    stack(tmp, "a", "after = [\"/b\"]");
    stack(tmp, "b", "after = [\"/a\"]");
    stack(tmp, "c", "");
    RunOrder.Result order = order(tmp);
    assertEquals(1, order.problems().size());
    String message = order.problems().get(0).message();
    assertTrue(message.contains("cycle") && message.contains("a (a)") && message.contains("b (b)"), message);
    assertEquals(List.of("c"), roots(order));
  }

  private static void stack(Path root, String dir, String extra) throws Exception {
    Path d = Files.createDirectories(root.resolve(dir));
    Files.writeString(d.resolve("stack.tm.hcl"), "stack {\n  " + extra + "\n}\n");
  }

  private static RunOrder.Result order(Path root) {
    StackScanner.Result scan = scan(root);
    assertTrue(scan.problems().isEmpty(), scan.problems().toString());
    return RunOrder.of(StackGraph.of(scan.stacks()), StackGraph.identitySet(scan.stacks()));
  }

  private static StackScanner.Result scan(Path root) {
    return StackScanner.scan(root, new StackDefaults("", ""));
  }

  private static List<String> roots(RunOrder.Result order) {
    return order.ordered().stream().map(Stack::runtimeRoot).toList();
  }
}
