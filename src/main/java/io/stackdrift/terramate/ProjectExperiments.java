package io.stackdrift.terramate;

import io.stackdrift.discovery.TerramateFiles;
import io.stackdrift.hcl.HclBody;
import io.stackdrift.hcl.HclParser;
import io.stackdrift.hcl.HclSyntaxException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The Terramate experiments a project enables: {@code terramate.config.experiments} in the Terramate
 * files of its root directory (Terramate reads {@code terramate.config} there only), each with where it
 * is enabled ({@code terramate.tm.hcl:32}). A file that cannot be read or parsed adds nothing: the
 * stacks' own reading reports it.
 */
public final class ProjectExperiments {
  private static final int MAX_BYTES = 16 * 1024 * 1024;

  private ProjectExperiments() {}

  public static Map<String, String> of(Path root) {
    Map<String, String> found = new TreeMap<>();
    List<Path> files;
    try {
      files = TerramateFiles.inDirectory(root);
    } catch (IOException e) {
      return found; // the stacks' own reading reports it
    }
    for (Path file : files) {
      HclBody body;
      try {
        body = HclParser.parse(TerramateFiles.readText(file, MAX_BYTES), Set.of("terramate"));
      } catch (IOException | HclSyntaxException e) {
        continue;
      }
      inBody(root.relativize(file).toString(), body).forEach(found::putIfAbsent);
    }
    return found;
  }

  static Map<String, String> inBody(String file, HclBody body) {
    Map<String, String> found = new TreeMap<>();
    for (HclBody.Block terramate : body.blocks("terramate")) {
      for (HclBody.Block config : terramate.body().blocks("config")) {
        for (HclBody.Attribute a : config.body().attributes()) {
          if (a.name().equals("experiments") && a.value() instanceof List<?> names) {
            names.stream().map(String::valueOf).forEach(name -> found.putIfAbsent(name, file + ":" + a.line()));
          }
        }
      }
    }
    return found;
  }
}
