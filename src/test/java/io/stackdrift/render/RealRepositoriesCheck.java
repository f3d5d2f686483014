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
 * {@code testdata/terramate-repos/<owner>--<repo>/SOURCE.txt} (issue 47, "Measure"): on the committed tree,
 * {@code generate --check} finds nothing outdated, and once every generated file is deleted {@code generate}
 * writes each one back byte for byte.
 *
 * <p>The repositories' own files are not part of this project; SOURCE.txt names the commit and lists the files
 * that make the tree. The trees are read from {@code -Dstackdrift.terramateRepos=DIR} (one
 * {@code <owner>--<repo>/} directory each), else from beside each SOURCE.txt; a case whose tree is not laid
 * there fails, saying so. Not part of the build (the name is not an IT's: the trees are not here); run it with
 * {@code mvn -B verify -Dtest=none -Dsurefire.failIfNoSpecifiedTests=false -Dit.test=RealRepositoriesCheck}.
 */
class RealRepositoriesCheck {
  private static final Path MANIFESTS = Path.of("testdata/terramate-repos");
  private static final String FILES_HEADING = "files:";
  private static final ObjectMapper JSON = new ObjectMapper();

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
    Path tree = treesRoot().resolve(repository);
    assertTrue(files.stream().allMatch(file -> Files.isRegularFile(tree.resolve(file))),
        "tree not laid (scripts/lay-terramate-repos): put the files SOURCE.txt lists, from the commit it names, in " + tree.toAbsolutePath());

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

    CliRun generate = CliRun.of("generate", "-C", root.toString());
    assertEquals(0, generate.code(), generate.out() + generate.err());
    for (String file : generated) {
      assertArrayEquals(Files.readAllBytes(tree.resolve(file)), Files.readAllBytes(root.resolve(file)),
          repository + ": " + file + " as the repository commits it");
    }
    CliRun clean = CliRun.of("generate", "--check", "-C", root.toString());
    assertEquals(0, clean.code(), clean.out() + clean.err());
  }

  private static Path treesRoot() {
    String dir = System.getProperty("stackdrift.terramateRepos");
    return dir == null || dir.isBlank() ? MANIFESTS : Path.of(dir);
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
