package io.stackdrift.terramate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.discovery.Stack;
import io.stackdrift.eval.Evaluator;
import io.stackdrift.eval.HclContext;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.HclValues;
import io.stackdrift.hcl.HclBody;
import io.stackdrift.hcl.HclExpression;
import io.stackdrift.hcl.HclParser;
import io.stackdrift.stdlib.FunctionLibrary;
import io.stackdrift.testing.TerramateCaseFile;
import io.stackdrift.testing.TerramateCaseFile.Case;
import io.stackdrift.testing.TerramateSandbox;
import io.stackdrift.testing.TerramateSandbox.FileSteps;
import io.stackdrift.workspace.Workspace;
import io.stackdrift.workspace.WorkspaceLoader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Terramate's own globals cases as of v0.17.2 (globals/globals_test.go at commit 9391082), read from
 * {@code terramate/globals-cases.txt}: every stack's globals, or the error the load must end in. The
 * cases outside what stackdrift evaluates are listed in {@link #OUT_OF_SCOPE}, each with why; the
 * rest must pass, and the cases out of scope must fail closed: a global either has Terramate's value
 * or an error, never another value.
 */
class TerramateGlobalsCasesTest {
  private static final Evaluator EVALUATOR = new Evaluator(FunctionLibrary.TERRAMATE);
  private static final String CASES = "/terramate/globals-cases.txt";

  /** Case name → why stackdrift does not follow Terramate there. */
  static final Map<String, String> OUT_OF_SCOPE = outOfScopeReasons();

  private static Map<String, String> outOfScopeReasons() {
    Map<String, String> cases = new TreeMap<>();
    String maps = "map blocks in globals (Terramate's experimental globals.map) are not evaluated: "
        + "a global defined by one fails the stacks that need it";
    for (String name : List.of(
        "simple globals.map without using element",
        "simple globals.map ",
        "multiple globals.map blocks",
        "simple globals.map with different iterator",
        "globals.map unknowns are postponed in the evaluator",
        "globals.map unknowns are postponed in the evaluator even when parent depends on child",
        "element.old is undefined on first iteration of a given key",
        "using element.old in value attr to count people",
        "using element.old in value block to count people",
        "globals.map is recursive",
        "recursive globals.map with multiple map blocks",
        "recursive globals.map reusing element iterator",
        "recursive globals.map reusing with different nested iterator")) {
      cases.put(name, maps);
    }
    String mapErrors = "map blocks in globals are not evaluated, so the error a stack ends in is that one, "
        + "not the check this case is about";
    for (String name : List.of(
        "globals.map label conflicts with global name",
        "invalid globals.map key",
        "invalid globals.map value",
        "conflicting globals.map name with other globals")) {
      cases.put(name, mapErrors);
    }
    return Map.copyOf(cases);
  }

  static List<Case> cases() throws IOException {
    return TerramateCaseFile.read(CASES);
  }

  static List<Case> inScope() throws IOException {
    return cases().stream().filter(c -> !OUT_OF_SCOPE.containsKey(c.name())).toList();
  }

  static List<Case> outOfScope() throws IOException {
    return cases().stream().filter(c -> OUT_OF_SCOPE.containsKey(c.name())).toList();
  }

  @Test
  void everyCaseIsReadAndAtLeastEightyFivePercentAreInScope() throws IOException {
    assertEquals(130, cases().size());
    assertTrue(OUT_OF_SCOPE.size() <= 130 * 15 / 100, OUT_OF_SCOPE.size() + " cases out of scope");
    Set<String> names = Set.copyOf(cases().stream().map(Case::name).toList());
    OUT_OF_SCOPE.keySet().forEach(name -> assertTrue(names.contains(name), "no case " + name));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("inScope")
  void globals(Case c, @TempDir Path tmp) throws Exception {
    Workspace ws;
    try {
      ws = load(c, tmp);
    } catch (ConfigurationException e) {
      assertTrue(c.error() != null, "the workspace does not load: " + e.getMessage());
      return;
    }
    if (c.error() != null) {
      for (Stack stack : ws.stacks()) {
        String configError = ws.terramate().configError(stack);
        Globals.Result globals = ws.terramate().globals(stack);
        assertTrue(configError != null || !globals.errors().isEmpty(),
            stack.workspacePath() + " has no error (want " + c.error() + "): " + globals.values());
      }
      return;
    }
    for (Stack stack : ws.stacks()) {
      String configError = ws.terramate().configError(stack);
      assertEquals(null, configError, stack.workspacePath());
      Globals.Result globals = ws.terramate().globals(stack);
      assertEquals(Map.of(), globals.errors(), stack.workspacePath());
      Map<String, Object> want = want(c.wants().get(stack.workspacePath()));
      assertEquals(HclValues.toJson(want), HclValues.toJson(globals.values()), stack.workspacePath());
    }
    for (String path : c.wants().keySet()) {
      assertTrue(ws.stacks().stream().anyMatch(s -> s.workspacePath().equals(path)), "no stack " + path);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("outOfScope")
  void outOfScopeCasesFailClosed(Case c, @TempDir Path tmp) throws Exception {
    Workspace ws;
    try {
      ws = load(c, tmp);
    } catch (ConfigurationException e) {
      return;
    }
    for (Stack stack : ws.stacks()) {
      if (ws.terramate().configError(stack) != null) {
        continue;
      }
      Globals.Result globals = ws.terramate().globals(stack);
      if (c.error() != null) {
        assertFalse(globals.errors().isEmpty(), stack.workspacePath() + " has no error: " + globals.values());
        continue;
      }
      Map<String, Object> want = want(c.wants().get(stack.workspacePath()));
      for (Map.Entry<String, Object> global : want.entrySet()) {
        String name = global.getKey();
        if (globals.values().containsKey(name)) {
          assertEquals(HclValues.toJson(global.getValue()), HclValues.toJson(globals.values().get(name)),
              stack.workspacePath() + " global." + name);
        } else {
          assertTrue(globals.errorOf(name) != null, stack.workspacePath() + " global." + name
              + " has neither a value nor an error");
        }
      }
    }
  }

  private static Workspace load(Case c, Path tmp) throws Exception {
    return WorkspaceLoader.load(TerramateSandbox.layOut(tmp.toRealPath(), c.steps(), FileSteps.APPEND));
  }

  /** The want's attributes, constant HCL (Terraform's function names: tolist), evaluated. */
  private static Map<String, Object> want(String attributes) throws Exception {
    if (attributes == null || attributes.isBlank()) {
      return Map.of();
    }
    HclBody body = HclParser.parse("want {\n" + attributes + "\n}\n", Set.of("want"));
    Map<String, Object> values = new TreeMap<>();
    HclContext none = name -> {
      throw new HclEvalException("a want is constant", 0, 0);
    };
    for (HclBody.Attribute a : body.blocks("want").get(0).body().attributes()) {
      String source = a.source().replace("tolist(", "tm_tolist(");
      values.put(a.name(), EVALUATOR.evaluate(HclExpression.parse(source, a.sourceLine(), a.sourceColumn()), none));
    }
    return values;
  }
}
