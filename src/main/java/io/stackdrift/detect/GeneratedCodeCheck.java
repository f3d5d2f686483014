package io.stackdrift.detect;

import io.stackdrift.discovery.Stack;
import io.stackdrift.render.FileChange;
import io.stackdrift.render.Generation;
import io.stackdrift.render.GenerationException;
import io.stackdrift.report.GeneratedCode;
import io.stackdrift.terramate.EvaluationStop;
import io.stackdrift.workspace.Workspace;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Terramate's outdated-code check of one stack, as {@code terramate run} makes it before it runs
 * anything (contract §15): the generated files that differ from what {@code terramate generate} would
 * write, or why they could not be rendered (then, as Terramate refuses to run, the stack fails).
 */
public record GeneratedCodeCheck(List<FileChange> outdated, String error) {
  public static final GeneratedCodeCheck CURRENT = new GeneratedCodeCheck(List.of(), null);

  public GeneratedCodeCheck {
    outdated = List.copyOf(outdated);
  }

  /** Each stack's check, made on every core; a stack's evaluation is bounded as its run environment's. */
  static Map<String, GeneratedCodeCheck> of(Workspace ws, List<Stack> stacks, EvaluationStop stop) {
    Generation generation = new Generation(ws.root(), ws.stacks(), ws.terramate(), stop);
    return stacks.parallelStream().collect(Collectors.toMap(Stack::id, stack -> check(generation, stack)));
  }

  private static GeneratedCodeCheck check(Generation generation, Stack stack) {
    try {
      return new GeneratedCodeCheck(generation.outdated(stack), null);
    } catch (GenerationException e) {
      return new GeneratedCodeCheck(List.of(), Generation.withKind(e));
    } catch (RuntimeException e) { // one stack's surprise must not cost the run
      return new GeneratedCodeCheck(List.of(), "internal error rendering generated code: " + e);
    }
  }

  /** The report's extension: null when nothing is outdated. */
  public GeneratedCode extension() {
    if (outdated.isEmpty()) {
      return null;
    }
    return GeneratedCode.outdated(outdated.stream().map(f -> new GeneratedCode.File(f.name(), f.change().word()))
        .toList());
  }

  /** The failed stack's detail: {@code generated code is outdated: backend.tf (update); run terramate generate}. */
  public String detail() {
    if (error != null) {
      return "generated code: " + error;
    }
    return "generated code is outdated: " + extension().listed() + "; run terramate generate";
  }
}
