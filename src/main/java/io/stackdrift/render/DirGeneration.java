package io.stackdrift.render;

import java.util.List;

/**
 * One directory's generated code, as {@code terramate generate} would leave it: the directory (a
 * project path), the files it would create, change or delete, the files it generates with their
 * exact content (a stack's), and the error that stops it (null when none), naming file and line.
 */
public record DirGeneration(String dir, List<FileChange> changes, List<GeneratedFile> generated, String error,
    List<String> warnings) {
  public DirGeneration {
    changes = List.copyOf(changes);
    generated = List.copyOf(generated);
    warnings = List.copyOf(warnings);
  }

  public boolean failed() {
    return error != null;
  }

  public List<String> names(FileChange.Change change) {
    return changes.stream().filter(c -> c.change() == change).map(FileChange::name).toList();
  }
}
