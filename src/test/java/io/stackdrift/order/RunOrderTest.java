package io.stackdrift.order;

import io.stackdrift.discovery.Stack;
import io.stackdrift.discovery.StackDefaults;
import io.stackdrift.discovery.StackScanner;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.config.Diagnostic;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunOrderTest {

  @Test
  void stackkitHostOrderIsTerramatesGroupOrder() {
    RunOrder.Result order = order(Path.of("testdata/stackkit-host"));
    assertEquals(List.of(
        ".stackkit/runtime/core/opentofu",
        ".stackkit/runtime/core/opentofu/addons",
        ".stackkit/runtime/workloads/app/opentofu",
        // mail is freed by the core stacks with app and db, so it comes before edge, which waits for
        // app and db (Terramate v0.14.0 and later; the depth-first walk before it put edge first)
        ".stackkit/runtime/workloads/db/opentofu",
        ".stackkit/runtime/workloads/mail/opentofu",
        ".stackkit/runtime/edge/opentofu",
        ".stackkit/runtime/federation/opentofu"), roots(order));
  }

  @Test
  void absoluteRelativeAndTagReferencesAndUnmatchedWarning() {
    RunOrder.Result order = order(Path.of("testdata/terramate-repo"));
    assertEquals(List.of("stacks/network", "stacks/network/subnets", "stacks/db", "stacks/app", "stacks/monitoring"),
        roots(order));
    List<Diagnostic> warnings = scan(Path.of("testdata/terramate-repo")).warnings();
    assertEquals(1, warnings.size());
    Diagnostic unmatched = warnings.get(0);
    assertEquals(Diagnostic.Severity.WARNING, unmatched.severity());
    assertTrue(unmatched.message().contains("/does/not/exist"), unmatched.message());
    // the attribute's own place, so the user can open it
    assertEquals("testdata/terramate-repo/stacks/monitoring/stack.tm.hcl:5:13",
        Path.of("").toAbsolutePath().relativize(unmatched.file().toAbsolutePath()) + ":" + unmatched.line() + ":"
            + unmatched.column());
  }

  @Test
  void readyStacksQueueInByteOrderAndFreedOnesFollow(@TempDir Path tmp) throws Exception {
    stack(tmp, "z", "");
    stack(tmp, "b", "");
    stack(tmp, "a", "after = [\"/z\"]");
    stack(tmp, "a-b", "");
    stack(tmp, "a/b", "");
    // Kahn with a FIFO queue (run/dag calcTopologicalOrder): a-b, b and z wait for nothing and start
    // the queue in Go string order; z frees a, which frees its child a/b
    assertEquals(List.of("a-b", "b", "z", "a", "a/b"), roots(order(tmp)));
  }

  @Test
  void aSubsetIsOrderedOverItsOwnGraph(@TempDir Path tmp) throws Exception {
    stack(tmp, "a", "");
    stack(tmp, "b", "");
    stack(tmp, "m", "before = [\"/a\"]\n  after = [\"/b\"]");
    List<Stack> stacks = scan(tmp).stacks();
    StackGraph graph = StackGraph.of(stacks);
    List<Stack> ab = stacks.stream().filter(s -> !s.runtimeRoot().equals("m")).toList();
    assertEquals(List.of("b", "a"), roots(RunOrder.of(graph, StackGraph.identitySet(stacks)))
        .stream().filter(r -> !r.equals("m")).toList(), "the whole workspace: m puts b before a");
    assertEquals(List.of("a", "b"), roots(RunOrder.of(graph, StackGraph.identitySet(ab))),
        "a and b alone: m is not reached by their entries and plays no part");
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
    assertEquals(List.of("c"), roots(order), "the stacks of a cycle have no place in the order");
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
