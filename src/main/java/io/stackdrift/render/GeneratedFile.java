package io.stackdrift.render;

import java.nio.file.Path;

/**
 * One file a generate block produces: its label (the path below the stack, or from the project root
 * for {@code context = root}), whether its condition holds, the header Terramate writes before it
 * (empty for generate_file) and its body; where its block is.
 */
public record GeneratedFile(String label, boolean root, boolean condition, String header, String body, Path origin,
    int line) {

  /** What Terramate writes: the header, then the body. */
  public String content() {
    return header + body;
  }
}
