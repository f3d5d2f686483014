package io.stackdrift.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * Builds a workspace from the layout notation of Terramate's test sandbox (test/sandbox at v0.17.2):
 * {@code s:PATH} a stack ({@code PATH/stack.tm.hcl} with {@code stack {}}), {@code s:PATH:ATTR=VALUE;...}
 * a stack with attributes ({@code PATH/terramate.tm.hcl}; {@code id} and {@code description} are written as
 * strings, list attributes as given), {@code d:PATH} a directory, {@code f:PATH:TEXT}
 * a file. The root holds {@code root.config.tm} with a {@code terramate} block, as the sandbox's.
 */
public final class TerramateSandbox {
  private TerramateSandbox() {}

  public static Path build(Path root, List<String> layout) throws IOException {
    Files.writeString(root.resolve("root.config.tm"),
        "terramate {\n  required_version = \"> 0.0.1\"\n  required_version_allow_prereleases = true\n}\n");
    for (String spec : layout) {
      apply(root, spec);
    }
    return root;
  }

  public static void apply(Path root, String spec) throws IOException {
    String[] parts = spec.split(":", 3);
    Path path = root.resolve(parts[1].startsWith("/") ? parts[1].substring(1) : parts[1]);
    switch (parts[0]) {
      case "d" -> Files.createDirectories(path);
      case "f" -> {
        Files.createDirectories(path.getParent());
        Files.writeString(path, parts[2]);
      }
      case "s" -> stack(path, parts.length == 3 ? parts[2] : null);
      default -> throw new IllegalArgumentException("layout entry " + spec);
    }
  }

  /** How a case file's {@code file:} steps reach the disk; each case file's header says which. */
  public enum FileSteps {
    /** As Terramate's test.WriteFile: exactly the text. */
    WRITE,
    /** As the sandbox's AppendFile: what is there, a newline, then the text. */
    APPEND
  }

  /** A fresh sandbox at {@code root}, then a case's steps in order; returns {@code root}. */
  public static Path layOut(Path root, List<TerramateCaseFile.Step> steps, FileSteps files) throws IOException {
    build(root, List.of());
    for (TerramateCaseFile.Step step : steps) {
      if (step.spec() != null) {
        apply(root, step.spec());
      } else {
        write(root, step.file(), step.text(), files);
      }
    }
    return root;
  }

  private static void write(Path root, String file, String text, FileSteps files) throws IOException {
    Path path = root.resolve(file.startsWith("/") ? file.substring(1) : file);
    Files.createDirectories(path.getParent());
    if (files == FileSteps.APPEND) {
      Files.writeString(path, "\n" + text, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    } else {
      Files.writeString(path, text);
    }
  }

  /** As the sandbox's genStackFile: {@code id} and {@code description} are plain strings, the rest lists. */
  private static String hclValue(String name, String value) {
    return switch (name) {
      case "id", "description" -> "\"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
      case "after", "before", "wants", "wanted_by", "watch", "tags" -> value;
      default -> throw new IllegalArgumentException("stack attribute " + name + " is not in the sandbox's notation");
    };
  }

  private static void stack(Path dir, String attributes) throws IOException {
    Files.createDirectories(dir);
    StringBuilder body = new StringBuilder("stack {\n");
    if (attributes != null) {
      for (String attribute : attributes.split(";")) {
        int eq = attribute.indexOf('=');
        String name = attribute.substring(0, eq);
        String value = attribute.substring(eq + 1);
        body.append("  ").append(name).append(" = ").append(hclValue(name, value)).append('\n');
      }
    }
    Files.writeString(dir.resolve(attributes == null ? "stack.tm.hcl" : "terramate.tm.hcl"),
        body.append("}\n").toString());
  }
}
