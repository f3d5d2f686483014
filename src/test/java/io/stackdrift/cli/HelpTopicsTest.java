package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** {@code stackdrift help TOPIC}, and the ENVIRONMENT topic against the variables the code reads. */
class HelpTopicsTest {
  /** A variable read by name: getenv("X"), env.get("X"), or a constant named *_ENV, *VARIABLE, *_INDEX, *_TOTAL. */
  private static final Pattern READ = Pattern.compile(
      "(?:getenv|\\.get|\\.getOrDefault|containsKey)\\(\"([A-Z][A-Z0-9_]+)\"|"
          + "static final String [A-Z_]*(?:ENV|VARIABLE|_INDEX|_TOTAL) = \"([A-Z][A-Z0-9_]+)\"");

  @Test
  void everyVariableTheCodeReadsIsInTheEnvironmentTopic() throws Exception {
    Set<String> read = new TreeSet<>();
    try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        Matcher m = READ.matcher(Files.readString(file));
        while (m.find()) {
          read.add(m.group(1) != null ? m.group(1) : m.group(2));
        }
      }
    }
    read.remove(io.stackdrift.process.RunMarker.VARIABLE); // set by stackdrift for its own processes
    assertTrue(read.size() >= 10, "the scan finds the variables: " + read);
    Set<String> documented = HelpTopics.environment().entries().stream()
        .flatMap(e -> Stream.of(e.term().split(", "))).collect(Collectors.toSet());
    Set<String> missing = new TreeSet<>(read);
    missing.removeAll(documented);
    assertEquals(Set.of(), missing, "read but not in 'stackdrift help environment'");
  }

  @Test
  void helpPrintsATopicOrACommandAndRefusesAnythingElse() {
    CliRun env = CliRun.of("help", "environment");
    assertEquals(0, env.code(), env.err());
    assertTrue(env.out().startsWith("Environment\n"), env.out());
    assertTrue(env.out().contains("\n  STACKDRIFT_TOFU\n"), env.out());
    assertTrue(env.out().lines().allMatch(l -> l.length() <= 80), env.out());

    CliRun config = CliRun.of("help", "configuration");
    assertTrue(config.out().contains("  detect.timeout = \"14m\"\n"), config.out());

    CliRun merge = CliRun.of("help", "report", "merge");
    assertEquals(0, merge.code(), merge.err());
    assertTrue(merge.out().startsWith("Usage: stackdrift report merge"), merge.out());

    CliRun nothing = CliRun.of("help", "nope");
    assertEquals(1, nothing.code());
    assertTrue(nothing.err().contains("unknown subcommand or topic 'nope'; commands: list, detect"), nothing.err());
    assertTrue(nothing.err().contains("topics: configuration, environment, files, exit-status"), nothing.err());
  }
}
