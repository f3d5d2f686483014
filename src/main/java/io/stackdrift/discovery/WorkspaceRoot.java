package io.stackdrift.discovery;

import io.stackdrift.hcl.HclParser;
import io.stackdrift.hcl.HclSyntaxException;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

/**
 * Finds the workspace root (contract §1): the first directory, from the start directory up, that
 * holds {@code stackdrift.toml}, a Terramate file with a {@code terramate} block, or {@code .git}.
 */
public final class WorkspaceRoot {
  public static final String CONFIG_FILE = "stackdrift.toml";

  private WorkspaceRoot() {}

  public static Path find(Path start) {
    Path first = start.toAbsolutePath().normalize();
    for (Path dir = first; dir != null; dir = dir.getParent()) {
      if (isRoot(dir)) {
        return dir;
      }
    }
    return first;
  }

  private static boolean isRoot(Path dir) {
    return Files.isRegularFile(dir.resolve(CONFIG_FILE))
        || Files.exists(dir.resolve(".git"))
        || hasTerramateBlock(dir);
  }

  private static boolean hasTerramateBlock(Path dir) {
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir, TerramateFiles::isTerramateName)) {
      for (Path file : entries) {
        if (Files.isRegularFile(file) && declaresTerramate(file)) {
          return true;
        }
      }
    } catch (IOException | SecurityException e) {
      return false;
    }
    return false;
  }

  private static boolean declaresTerramate(Path file) {
    try {
      String text = TerramateFiles.read(file);
      return text.contains("terramate") && !HclParser.parse(text, Set.of()).blocks("terramate").isEmpty();
    } catch (IOException | HclSyntaxException e) {
      return false; // a broken file is reported by the scan, not here
    }
  }
}
