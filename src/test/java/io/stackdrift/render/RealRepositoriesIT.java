package io.stackdrift.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.stackdrift.cli.CliRun;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Real public Terramate repositories whose CI refuses outdated generated code, each pinned by commit in
 * {@code testdata/terramate-repos/<owner>--<repo>/SOURCE.txt} (issue 47, "Measure"), with the files of
 * its tree committed beside SOURCE.txt under the repository's own licence: on a copy of the tree,
 * {@code generate --check} finds nothing outdated, and once every generated file is deleted
 * {@code generate} writes each one back byte for byte. {@code scripts/lay-terramate-repos CLONES_DIR}
 * lays a tree again from a clone, for a new pin.
 */
class RealRepositoriesIT {
  private static final Path MANIFESTS = Path.of("testdata/terramate-repos");
  private static final String FILES_HEADING = "files:";
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final int MAX_GENERATE_RUNS = 3;

  static Stream<String> repositories() throws IOException {
    try (Stream<Path> dirs = Files.list(MANIFESTS)) {
      return dirs.filter(dir -> Files.isRegularFile(dir.resolve("SOURCE.txt")))
          .map(dir -> dir.getFileName().toString())
          .sorted()
          .toList()
          .stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("repositories")
  void checkFindsNothingOutdatedAndGenerateRestoresEveryGeneratedFile(String repository, @TempDir Path tmp)
      throws IOException {
    List<String> files = listedFiles(MANIFESTS.resolve(repository).resolve("SOURCE.txt"));
    assertFalse(files.isEmpty(), repository + "/SOURCE.txt lists no files under '" + FILES_HEADING + "'");
    Path tree = MANIFESTS.resolve(repository);
    List<String> missing = files.stream().filter(file -> !Files.isRegularFile(tree.resolve(file))).toList();
    assertTrue(missing.isEmpty(), repository + ": files SOURCE.txt lists are not in the tree (scripts/lay-terramate-repos "
        + "lays them from a clone): " + missing);
    assertEquals(List.of(), unlisted(tree, files), repository + ": files in the tree that SOURCE.txt does not list");
    String license = licenseFile(MANIFESTS.resolve(repository).resolve("SOURCE.txt"));
    assertTrue(files.contains(license), repository + ": its licence file " + license + " is part of the tree");

    Path root = tmp.toRealPath().resolve(repository);
    for (String file : files) {
      Files.createDirectories(root.resolve(file).getParent());
      Files.copy(tree.resolve(file), root.resolve(file));
    }
    // Terramate's root is the repository's top directory, whether or not it holds a terramate block.
    Files.createDirectories(root.resolve(".git"));

    CliRun check = CliRun.of("generate", "--check", "-C", root.toString());
    assertEquals(0, check.code(), check.out() + check.err());
    CliRun checkJson = CliRun.of("generate", "--check", "--json", "-C", root.toString());
    assertEquals(0, checkJson.code(), checkJson.err());
    JsonNode report = JSON.readTree(checkJson.out());
    assertTrue(report.get("outdated").isEmpty(), "outdated: " + report.get("outdated"));
    assertTrue(report.get("errors").isEmpty(), "errors: " + report.get("errors"));

    List<String> generated = generatedPaths(report);
    assertFalse(generated.isEmpty(), repository + " generates no file");
    assertTrue(files.containsAll(generated), "SOURCE.txt lists every generated file: " + generated);
    for (String file : generated) {
      Files.delete(root.resolve(file));
    }

    // A generated file that holds generate blocks itself (Terramate code generating Terramate code) is
    // rendered by the next run, in Terramate as here: generate runs until the check finds nothing to do.
    for (int run = 1; CliRun.of("generate", "--check", "-C", root.toString()).code() != 0; run++) {
      assertTrue(run <= MAX_GENERATE_RUNS, repository + ": still outdated after " + MAX_GENERATE_RUNS + " runs");
      CliRun generate = CliRun.of("generate", "-C", root.toString());
      assertEquals(0, generate.code(), generate.out() + generate.err());
    }
    for (String file : generated) {
      assertArrayEquals(Files.readAllBytes(tree.resolve(file)), Files.readAllBytes(root.resolve(file)),
          repository + ": " + file + " as the repository commits it");
    }
  }

  /** The files of the tree other than SOURCE.txt and those listed. */
  private static List<String> unlisted(Path tree, List<String> listed) throws IOException {
    try (Stream<Path> walk = Files.walk(tree)) {
      return walk.filter(Files::isRegularFile)
          .map(file -> tree.relativize(file).toString().replace('\\', '/'))
          .filter(file -> !file.equals("SOURCE.txt") && !listed.contains(file))
          .sorted()
          .toList();
    }
  }

  /** The file named in SOURCE.txt's {@code license: SPDX (FILE)} line. */
  private static String licenseFile(Path source) throws IOException {
    for (String line : Files.readAllLines(source)) {
      if (line.startsWith("license:") && line.contains("(") && line.endsWith(")")) {
        return line.substring(line.lastIndexOf('(') + 1, line.length() - 1);
      }
    }
    return "(no license: line naming a file)";
  }

  /** The paths listed one a line (indented) after the {@code files:} line of SOURCE.txt. */
  private static List<String> listedFiles(Path source) {
    List<String> lines;
    try {
      lines = Files.readAllLines(source);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    int heading = lines.indexOf(FILES_HEADING);
    if (heading < 0) {
      return List.of();
    }
    return lines.subList(heading + 1, lines.size()).stream()
        .map(String::strip)
        .filter(line -> !line.isEmpty())
        .toList();
  }

  /** Every file generation produces, as a path relative to the root. */
  private static List<String> generatedPaths(JsonNode report) {
    List<String> paths = new ArrayList<>();
    for (JsonNode file : report.get("generated")) {
      String dir = file.get("dir").asText().replaceAll("^/+|/+$", "");
      String name = file.get("name").asText();
      paths.add(dir.isEmpty() ? name : dir + "/" + name);
    }
    return paths;
  }
}
