package io.stackdrift.detect;

import io.stackdrift.discovery.Stack;
import io.stackdrift.render.DirGeneration;
import io.stackdrift.render.FileChange;
import io.stackdrift.render.Generation;
import io.stackdrift.render.GenerationException;
import io.stackdrift.report.GeneratedCode;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Terramate's outdated-code check of one stack, as {@code terramate run} makes it before it runs
 * anything (contract §15): the generated files that differ from what {@code terramate generate} would
 * write, or why they could not be rendered (then, as Terramate refuses to run, the stack fails).
 */
public record GeneratedCodeCheck(List<FileChange> outdated, String error, boolean unsupported) {
  public static final GeneratedCodeCheck CURRENT = new GeneratedCodeCheck(List.of(), null, false);

  public GeneratedCodeCheck {
    outdated = List.copyOf(outdated);
  }

  /**
   * Each stack's check, made on every core; a stack's evaluation is bounded as its run environment's.
   * {@code unsupported}: the stack uses a Terramate experiment stackdrift does not render.
   */
  static Map<String, GeneratedCodeCheck> of(Generation generation, List<Stack> stacks) {
    return stacks.parallelStream().collect(Collectors.toMap(Stack::id, stack -> check(generation, stack)));
  }

  /**
   * The generated code outside the stacks ({@code context = root} files, orphans) that generate would
   * change, as one warning for the run; null when there is none.
   */
  static String outsideStacks(Generation generation) {
    List<String> parts = new java.util.ArrayList<>();
    for (DirGeneration dir : generation.outsideStacks()) {
      String prefix = dir.dir().equals("/") ? "/" : dir.dir() + "/";
      dir.changes().forEach(c -> parts.add(prefix + c));
      if (dir.failed()) {
        parts.add(dir.dir() + ": " + dir.error());
      }
    }
    return parts.isEmpty() ? null : "generated code outside the stacks is outdated: " + String.join(", ", parts)
        + "; run terramate generate";
  }

  private static GeneratedCodeCheck check(Generation generation, Stack stack) {
    try {
      return new GeneratedCodeCheck(generation.outdated(stack), null, false);
    } catch (GenerationException e) {
      return new GeneratedCodeCheck(List.of(), Generation.withKind(e), Generation.unsupported(e));
    } catch (RuntimeException e) { // one stack's surprise must not cost the run
      return new GeneratedCodeCheck(List.of(), "internal error rendering generated code: " + e, false);
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
