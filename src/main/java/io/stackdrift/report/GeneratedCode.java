package io.stackdrift.report;

import java.util.List;

/**
 * A stack's generated code that differs from what {@code terramate generate} would write (extension
 * {@code generatedCode}, contract §15): {@code status} "outdated" and each file with what generate
 * would do ({@code create}, {@code update}, {@code delete}).
 */
public record GeneratedCode(String status, List<File> files) {
  public GeneratedCode {
    files = List.copyOf(files);
  }

  /** One outdated file: its name below the stack and what generate would do to it. */
  public record File(String name, String change) {}

  public static GeneratedCode outdated(List<File> files) {
    return new GeneratedCode("outdated", files);
  }

  /** The files as the detail says them: {@code backend.tf (update), providers.tf (create)}. */
  public String listed() {
    return String.join(", ", files.stream().map(f -> f.name() + " (" + f.change() + ")").toList());
  }
}
