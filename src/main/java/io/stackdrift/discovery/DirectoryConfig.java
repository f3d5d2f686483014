package io.stackdrift.discovery;

import io.stackdrift.config.Diagnostic;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What one directory's Terramate files, with the files they import, configure besides a stack: its
 * {@code terramate.config.run.env} attributes by name, its globals by key path, and the errors met
 * reading them (a bad import, an attribute declared twice), which fail the run environment of every
 * stack at or below the directory, as Terramate refuses to run them; {@code imported} the files its
 * imports read (absolute), which feed every stack at or below it as its own files do.
 */
public record DirectoryConfig(String dir, Map<String, Definition> runEnv, Map<List<String>, GlobalDefinition> globals,
    List<Diagnostic> errors, List<Path> imported) {

  public DirectoryConfig {
    imported = List.copyOf(imported);
  }

  public DirectoryConfig(String dir, Map<String, Definition> runEnv, Map<List<String>, GlobalDefinition> globals,
      List<Diagnostic> errors) {
    this(dir, runEnv, globals, errors, List.of());
  }

  boolean isEmpty() {
    return runEnv.isEmpty() && globals.isEmpty() && errors.isEmpty() && imported.isEmpty();
  }
}
