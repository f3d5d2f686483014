package io.stackdrift.render;

import io.stackdrift.hcl.HclBody;
import java.nio.file.Path;
import java.util.List;

/**
 * A {@code generate_hcl} or {@code generate_file} block (or a stack-level {@code assert}) as read
 * from a directory's Terramate files: its directory (project path), file, place, label and body.
 */
record GenerateBlock(String type, String dir, Path file, int line, int column, String label, HclBody body) {
  boolean isHcl() {
    return type.equals("generate_hcl");
  }

  HclBody.Attribute attribute(String name) {
    return body.attributes().stream().filter(a -> a.name().equals(name)).findFirst().orElse(null);
  }

  List<HclBody.Block> blocks(String name) {
    return body.blocks(name);
  }
}
