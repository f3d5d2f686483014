package io.stackdrift.discovery;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.config.Diagnostic;
import io.stackdrift.hcl.HclParser;
import io.stackdrift.hcl.HclSyntaxException;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * Finds the workspace root (contract §1): the first directory, from the start directory up, that
 * holds {@code stackdrift.toml}, a Terramate file with a {@code terramate} block, or {@code .git}.
 * A Terramate file on the way that may hold a {@code terramate} block but does not parse (or cannot
 * be read) ends the search with that one error: whether the root is there cannot be known, and a
 * root guessed further up (the enclosing git repository) would only bury the error under others.
 */
public final class WorkspaceRoot {
  public static final String CONFIG_FILE = "stackdrift.toml";

  private WorkspaceRoot() {}

  /** @throws ConfigurationException naming the file, line and fault of a Terramate file that hides the answer */
  public static Path find(Path start) throws ConfigurationException {
    Path first = start.toAbsolutePath().normalize();
    for (Path dir = first; dir != null; dir = dir.getParent()) {
      if (isRoot(dir)) {
        return dir;
      }
    }
    return first;
  }

  private static boolean isRoot(Path dir) throws ConfigurationException {
    return Files.isRegularFile(dir.resolve(CONFIG_FILE))
        || Files.exists(dir.resolve(".git"))
        || hasTerramateBlock(dir);
  }

  private static boolean hasTerramateBlock(Path dir) throws ConfigurationException {
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir, TerramateFiles::isTerramateName)) {
      for (Path file : entries) {
        if (Files.isRegularFile(file) && declaresTerramate(file)) {
          return true;
        }
      }
    } catch (IOException | SecurityException e) {
      return false; // a directory that cannot be listed holds no root for us
    }
    return false;
  }

  private static boolean declaresTerramate(Path file) throws ConfigurationException {
    String text;
    try {
      text = TerramateFiles.read(file);
    } catch (IOException e) {
      throw unknown(new Diagnostic(file, 0, 0, "cannot read: " + e.getMessage()));
    }
    if (!text.contains("terramate")) {
      return false; // no terramate block can be in it, whatever else is wrong with it
    }
    try {
      return !HclParser.parse(text, Set.of()).blocks("terramate").isEmpty();
    } catch (HclSyntaxException e) {
      throw unknown(new Diagnostic(file, e.line(), e.column(), e.getMessage()));
    }
  }

  private static ConfigurationException unknown(Diagnostic fault) {
    return new ConfigurationException(List.of(new Diagnostic(fault.file(), fault.line(), fault.column(),
        fault.message() + "; a terramate block here would make this directory the workspace root, so the root is "
            + "not looked for further up: fix the file")));
  }
}
