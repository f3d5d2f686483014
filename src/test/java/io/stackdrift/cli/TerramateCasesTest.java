package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.discovery.Stack;
import io.stackdrift.workspace.Selection;
import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Stack schema cases after Terramate's hcl/hcl_stack_test.go (v0.17), and stackdrift's own cases for
 * the corners Terramate's run-order tests leave open (messages with file, line and column, selection
 * flags, {@code --stack}): a layout in Terramate's sandbox notation, the command, and the expected
 * stacks in order, or the error or warning. Each case names what it mirrors. Terramate's own
 * run-order, wants and wanted_by cases are in {@link TerramateRunOrderTest}.
 *
 * <p>Layout: {@code s:PATH[:ATTR=VALUE[;ATTR=VALUE…]]} a stack, {@code d:PATH} a directory,
 * {@code f:PATH:TEXT} a file. Command: {@code list ARGS…} runs {@code stackdrift list --run-order
 * ARGS…}; {@code run ARGS…} selects as {@code detect} does (with wants); {@code reconcile} as
 * reconcile's detect does; {@code -C DIR} is relative to the workspace.
 */
class TerramateCasesTest {

  record Case(String name, String mirrors, List<String> layout, String command, List<String> order,
      String error, String warning) {
    @Override
    public String toString() {
      return name;
    }
  }

  static Stream<Case> cases() {
    return Stream.of(
        // --- stackdrift's own run-order corners, beyond Terramate's cases (contract §2) ---
        order("byte order is not segment order", "contract §2: Go string order of workspace paths",
            layout("s:a/b", "s:a-b", "s:a_b"), "list", "a-b a/b a_b"),
        warning("a path that does not exist warns with file, line and column", "contract §2: warning position",
            layout("s:a:after=[\"/nope\"]", "s:b"), "list", "a b",
            "a/stack.tm.hcl:2:12: stack.after entry '/nope': no such directory"),
        order("tag filters with ~ and :", "contract §2: tag: entries are filters",
            layout("s:a:tags=[\"x\"];after=[\"tag:~x\"]", "s:z:tags=[\"y\", \"w\"]", "s:m:before=[\"tag:y:w\"]"),
            "list", "m z a"),
        error("a cycle names its stacks", "contract §2: cycles name the stacks",
            layout("s:a:after=[\"/b\"]", "s:b:after=[\"/a\"]"), "list", "run order cycle: b (b) -> a (a) -> b (b)"),
        error("after itself: file, line and column", "contract §2: self-selection position",
            layout("s:a:after=[\"/a\"]"), "list",
            "a/stack.tm.hcl:2:12: run order cycle: stack /a selects itself through its after entry '/a'"),
        error("a tag matching an ancestor", "contract §2: a tag filter matching an ancestor is a cycle",
            layout("s:p:tags=[\"x\"]", "s:p/c:before=[\"tag:x\"]"), "list",
            "stack p/c (p/c) selects itself through its before entry 'tag:x'"),
        error("invalid tag filter: file, line and column", "contract §2: invalid tag filter position",
            layout("s:a:after=[\"/b\", \"tag:Bad\"]", "s:b"), "list",
            "a/stack.tm.hcl:2:18: stack.after: invalid tag filter 'Bad'"),
        order("a tag filter in wants selects like after", "contract §1b: wants entries resolve like after",
            layout("s:a:wants=[\"tag:prod\"]", "s:b:tags=[\"prod\"]", "s:b/c", "s:d"), "run --stack a",
            "a b b/c"),
        order("a tag filter in wanted_by selects like after", "contract §1b: wanted_by entries resolve like after",
            layout("s:a", "s:b:wanted_by=[\"tag:core\"]", "s:c:tags=[\"core\"]", "s:d"), "run --stack c", "b c"),
        error("an invalid tag filter in wants: file, line and column", "contract §2: invalid tag filter position",
            layout("s:a:wants=[\"tag:Bad\"]"), "list", "a/stack.tm.hcl:2:12: stack.wants: invalid tag filter 'Bad'"),
        order("a stack at the root is nobody's parent", "contract §2: the parent rule compares dir + \"/\"",
            layout("s:.", "s:a", "s:a/b", "s:z"), "list", ". a z a/b"),
        order("a selected parent runs before the stacks below a selected child", "run/order.go: the parent's "
            + "before entry for a child selects the stacks below it too",
            layout("s:p:tags=[\"t\"]", "s:p/c:tags=[\"t\"]", "s:p/c/g:before=[\"/x\"]", "s:x:tags=[\"t\"]"),
            "list --tags t", "p p/c x"),
        // --- working directory (contract §1) ---
        order("-C selects the stacks at or below it", "contract §1: working directory",
            layout("s:stacks/a", "s:stacks/a/child", "s:stacks/b", "s:other"), "list -C stacks/a",
            "stacks/a stacks/a/child"),
        order("-C: ancestors outside add no edge", "contract §2: ancestor edges between selected stacks only",
            layout("s:p:after=[\"/q\"]", "s:p/c", "s:q"), "list -C p/c", "p/c"),
        order("reconcile -C detects the stacks below it and what they want", "contract §1, §1b: reconcile -C",
            layout("s:sub/a:wants=[\"/x\"]", "s:sub/a/b", "s:x", "s:y"), "reconcile -C sub", "sub/a x sub/a/b"),
        // --- tag flags (contract §1b) ---
        order("--tags", "contract §1b: --tags", layout("s:a:tags=[\"x\"]", "s:b:tags=[\"y\"]", "s:c"),
            "list --tags x", "a"),
        order("--tags repeated are OR-ed", "contract §1b: --tags repeatable",
            layout("s:a:tags=[\"x\"]", "s:b:tags=[\"y\"]", "s:c"), "list --tags x --tags y", "a b"),
        order("--tags with : and ,", "contract §1b: --tags filter syntax",
            layout("s:a:tags=[\"x\", \"y\"]", "s:b:tags=[\"y\"]", "s:c:tags=[\"z\"]"), "list --tags x:y,z", "a c"),
        order("--no-tags", "contract §1b: --no-tags", layout("s:a:tags=[\"x\"]", "s:b:tags=[\"y\"]", "s:c"),
            "list --no-tags x,y", "c"),
        error("--tags ~tag points at --no-tags", "contract §1b: '~' rejected in --tags",
            layout("s:a"), "list --tags ~dev", "use --no-tags dev"),
        error("--no-tags takes plain tags", "contract §1b: --no-tags takes tags",
            layout("s:a"), "list --no-tags a:b", "--no-tags a:b: 'a:b' is not a tag"),
        error("--tags validates every tag", "contract §1b: --tags validated", layout("s:a"), "list --tags Bad",
            "--tags: invalid tag filter 'Bad'"),
        order("--tags: unselected stacks reached only by their own entries play no part",
            "contract §2: graph of the selected stacks",
            layout("s:b:tags=[\"t\"]", "s:c:before=[\"/b\"];after=[\"/z\"]", "s:d:tags=[\"t\"]", "s:z"),
            "list --tags t", "b d"),
        order("--tags: stacks reached through after keep their order", "contract §2: reached stacks are nodes",
            layout("s:a:tags=[\"t\"];after=[\"/m\"]", "s:m:after=[\"/z\"]", "s:z:tags=[\"t\"]", "s:b:tags=[\"t\"]"),
            "list --tags t", "b z a"),
        // --- --stack (contract §1b) ---
        order("--stack by id ignores case", "contract §1b: --stack id", layout("s:a:id=\"Alpha\"", "s:b"),
            "list --stack alpha", "a"),
        order("--stack by workspace path, never relative to -C", "contract §1b: --stack path",
            layout("s:stacks/a", "s:a"), "list -C stacks --stack /stacks/a --stack a", "a stacks/a"),
        error("--stack matching nothing", "contract §1b: unknown --stack", layout("s:a"), "list --stack nope",
            "--stack nope: no stack has this id or workspace path"),
        // --- wants: list does not follow them (as terramate list) ---
        order("list does not follow wants", "contract §1b: list leaves wants out",
            layout("s:a:wants=[\"/b\"]", "s:b", "s:c"), "list --stack a", "a"),
        // --- stack schema (hcl/hcl_stack_test.go) ---
        error("id as a number", "TestHCLParserStack: id with number", layout("s:a:id=1"), "list",
            "stack.id must be a string, not a number"),
        error("name as a number", "TestHCLParserStack: name with number", layout("s:a:name=1"), "list",
            "stack.name must be a string, not a number"),
        error("id null", "TestHCLParserStack: id is null", layout("s:a:id=null"), "list",
            "stack.id must be a string, not null"),
        error("description as a list", "TestHCLParserStack: description with list",
            layout("s:a:description=[\"x\"]"), "list", "stack.description must be a string, not a list"),
        error("after with a number", "TestHCLParserStack: after with numbers", layout("s:a:after=[1]"), "list",
            "stack.after must be a list of strings; entry 1 is a number"),
        order("after null is unset", "TestHCLParserStack: after = null", layout("s:a:after=null", "s:b"),
            "list", "a b"),
        error("duplicate after entry", "TestHCLParserStack: after with duplicates",
            layout("s:a:after=[\"/b\", \"/b\"]", "s:b"), "list", "stack.after lists '/b' twice"),
        error("duplicate before entry", "TestHCLParserStack: before with duplicates",
            layout("s:a:before=[\"/b\", \"/b\"]", "s:b"), "list", "stack.before lists '/b' twice"),
        error("unknown attribute", "TestHCLParserStack: unrecognized attribute",
            layout("s:a:unknown=\"x\""), "list", "unknown attribute 'stack.unknown'"),
        error("nested block", "TestHCLParserStack: unrecognized block",
            layout("f:a/stack.tm.hcl:stack {\n  config {\n  }\n}\n"), "list",
            "a/stack.tm.hcl:2:3: unexpected block 'config' inside the stack block"),
        error("an expression needing a variable", "TestHCLParserStack: name with global reference",
            layout("s:a:name=global.name"), "list", "a/stack.tm.hcl:2:3: stack.name: 'global' is a variable"),
        error("an unknown function", "TestHCLParserStack: function not allowed",
            layout("s:a:name=tm_file(\"x\")"), "list", "function 'tm_file' is not evaluated"),
        error("tags as a string", "TestHCLParserStack: tags with string", layout("s:a:tags=\"x\""), "list",
            "stack.tags must be a list of strings, not a string"));
  }

  /** Constant expressions evaluate as Terramate evaluates them (hcl/hcl_stack_test.go: funcalls). */
  static Stream<Object[]> expressions() {
    return Stream.of(
        new Object[] {"name=tm_upper(\"stack-name\")", "name", "STACK-NAME"},
        new Object[] {"name=tm_lower(\"ABC\")", "name", "abc"},
        new Object[] {"name=\"${tm_upper(\"a\")}-${\"b\"}-$${x}\"", "name", "A-b-${x}"},
        new Object[] {"description=tm_format(\"%s-%d\", \"a\", 2)", "description", "a-2"},
        new Object[] {"description=tm_replace(\"a-b-c\", \"-\", \"_\")", "description", "a_b_c"},
        new Object[] {"description=tm_replace(\"a1b22\", \"/[0-9]+/\", \"#\")", "description", "a#b#"},
        new Object[] {"description=tm_join(\",\", [\"a\", \"b\"], [\"c\"])", "description", "a,b,c"},
        new Object[] {"tags=tm_concat([\"a\"], [tm_lower(\"B\")])", "tags", "[\"a\",\"b\"]"},
        new Object[] {"after=null", "after", "[]"});
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void terramateCase(Case c, @TempDir Path tmp) throws Exception {
    Path root = build(tmp, c.layout());
    List<String> args = new ArrayList<>(Arrays.asList(c.command().split(" ")));
    String mode = args.remove(0);
    Path start = root;
    int dashC = args.indexOf("-C");
    if (dashC >= 0) {
      start = root.resolve(args.get(dashC + 1));
      args.subList(dashC, dashC + 2).clear();
    }
    if (mode.equals("run")) {
      assertRun(c, start, args);
      return;
    }
    if (mode.equals("reconcile")) {
      List<Stack> detected = Selection.workingDirectory(WorkspaceLoader.load(start));
      assertEquals(c.order(), detected.stream().map(Stack::runtimeRoot).toList(), c.mirrors());
      return;
    }
    List<String> argv = new ArrayList<>(List.of("list", "--run-order", "-C", start.toString()));
    argv.addAll(args);
    CliRun run = CliRun.of(argv.toArray(String[]::new));
    if (c.error() != null) {
      assertEquals(1, run.code(), c.mirrors() + "\n" + run.out() + run.err());
      assertTrue(run.err().contains(c.error()), c.mirrors() + ": expected '" + c.error() + "' in\n" + run.err());
      assertFalse(run.err().contains("Exception"), run.err());
      return;
    }
    assertEquals(0, run.code(), c.mirrors() + "\n" + run.err());
    assertEquals(c.order(), run.out().lines().skip(1).map(l -> l.split("\\s+")[0]).toList(), c.mirrors());
    if (c.warning() != null) {
      assertTrue(run.err().contains("warning: " + c.warning()) || run.err().contains(c.warning()),
          c.mirrors() + ": expected warning '" + c.warning() + "' in\n" + run.err());
    } else {
      assertFalse(run.err().contains("warning"), c.mirrors() + ": " + run.err());
    }
  }

  private static void assertRun(Case c, Path start, List<String> args) throws Exception {
    List<String> tags = new ArrayList<>();
    List<String> named = new ArrayList<>();
    for (int i = 0; i < args.size(); i += 2) {
      (args.get(i).equals("--tags") ? tags : named).add(args.get(i + 1));
    }
    Workspace ws = WorkspaceLoader.load(start);
    List<Stack> selected = new Selection(tags, List.of(), named, true).apply(ws);
    assertEquals(c.order(), selected.stream().map(Stack::runtimeRoot).toList(), c.mirrors());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("expressions")
  void stackAttributesAreConstantExpressions(String attribute, String field, String expected, @TempDir Path tmp)
      throws Exception {
    Path root = build(tmp, List.of("s:a:" + attribute));
    CliRun run = CliRun.of("list", "--json", "-C", root.toString());
    assertEquals(0, run.code(), run.err());
    String json = new com.fasterxml.jackson.databind.ObjectMapper().readTree(run.out()).get(0).get(field)
        .toString();
    assertEquals(expected.startsWith("[") ? expected : "\"" + expected + "\"", json);
  }

  /** Writes a layout under {@code tmp}; a {@code terramate {}} block marks the workspace root. */
  static Path build(Path tmp, List<String> layout) throws Exception {
    Files.writeString(tmp.resolve("terramate.tm.hcl"), "terramate {\n}\n");
    for (String spec : layout) {
      String[] parts = spec.split(":", 3);
      Path dir = tmp.resolve(parts[1]);
      switch (parts[0]) {
        case "d" -> Files.createDirectories(dir);
        case "f" -> {
          Files.createDirectories(dir.getParent());
          Files.writeString(dir, parts[2]);
        }
        case "s" -> {
          Files.createDirectories(dir);
          StringBuilder body = new StringBuilder("stack {\n");
          if (parts.length == 3) {
            for (String attribute : parts[2].split(";")) {
              int eq = attribute.indexOf('=');
              body.append("  ").append(attribute, 0, eq).append(" = ").append(attribute.substring(eq + 1))
                  .append('\n');
            }
          }
          Files.writeString(dir.resolve("stack.tm.hcl"), body.append("}\n").toString());
        }
        default -> throw new IllegalArgumentException("layout entry " + spec);
      }
    }
    return tmp;
  }

  private static List<String> layout(String... specs) {
    return List.of(specs);
  }

  private static Case order(String name, String mirrors, List<String> layout, String command, String order) {
    return new Case(name, mirrors, layout, command, List.of(order.split(" ")), null, null);
  }

  private static Case warning(String name, String mirrors, List<String> layout, String command, String order,
      String warning) {
    return new Case(name, mirrors, layout, command, List.of(order.split(" ")), null, warning);
  }

  private static Case error(String name, String mirrors, List<String> layout, String command, String error) {
    return new Case(name, mirrors, layout, command, List.of(), error, null);
  }
}
