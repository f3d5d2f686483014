package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine;

/**
 * The shell scripts of the shipped examples: their stackdrift command lines, parsed with stackdrift's own
 * command model, and the scripts themselves checked by {@code sh -n}.
 */
final class ExampleScripts {
  /**
   * Flags of contract §11 that may not be in the command model yet: dropped (with their value) only
   * while the model lacks them, so they are checked as soon as they exist.
   */
  private static final Set<String> PENDING_FLAGS = Set.of("--shard");

  /** Subcommands of §11 that may not exist yet: their lines are checked once they do. */
  private static final List<List<String>> PENDING_COMMANDS = List.of(List.of("report", "merge"));

  private ExampleScripts() {}

  /**
   * The stackdrift command lines of {@code script}, after replacing each of {@code samples}' keys
   * by its value; every variable of such a line must have a sample.
   */
  static List<List<String>> commands(String script, Map<String, String> samples) {
    List<List<String>> out = new ArrayList<>();
    for (String line : script.replace("\\\n", " ").split("\n")) {
      String command = line.strip().replaceFirst("^exec ", "");
      if (!command.startsWith("stackdrift ")) {
        continue;
      }
      for (Map.Entry<String, String> sample : samples.entrySet()) {
        command = command.replace(sample.getKey(), sample.getValue());
      }
      command = command.split(">|\\||&&|;", 2)[0].strip(); // the command, not its redirections
      assertFalse(command.contains("$") || command.contains("\"") || command.contains("'"),
          "a variable without a sample, or quoting, in: " + command);
      out.add(Arrays.asList(command.split("\\s+")));
    }
    return out;
  }

  /**
   * Parses {@code argv} (starting with "stackdrift") with the real command model; returns false when
   * the command is one §11 adds and the model does not have yet.
   */
  static boolean parses(List<String> argv) {
    String[] args = argv.subList(1, argv.size()).toArray(String[]::new);
    CommandLine cli = Main.commandLine(args);
    CommandLine command = cli;
    for (String word : args) {
      CommandLine sub = command.getSubcommands().get(word);
      if (sub == null) {
        if (PENDING_COMMANDS.contains(List.of(command.getCommandName(), word))) {
          return false;
        }
        break;
      }
      command = sub;
    }
    cli.parseArgs(withoutPendingFlags(args, command));
    return true;
  }

  private static String[] withoutPendingFlags(String[] args, CommandLine command) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      if (PENDING_FLAGS.contains(args[i]) && command.getCommandSpec().findOption(args[i]) == null) {
        i++; // and its value
        continue;
      }
      out.add(args[i]);
    }
    return out.toArray(String[]::new);
  }

  /** Asserts that {@code sh -n} accepts the script (with {@code samples} replaced, as for commands). */
  static void shellAccepts(String script, Map<String, String> samples) throws IOException, InterruptedException {
    String text = script;
    for (Map.Entry<String, String> sample : samples.entrySet()) {
      text = text.replace(sample.getKey(), sample.getValue());
    }
    Process sh = new ProcessBuilder("sh", "-n", "-c", text).redirectErrorStream(true).start();
    String output = new String(sh.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(sh.waitFor(30, TimeUnit.SECONDS), "sh -n did not finish");
    assertEquals(0, sh.exitValue(), "sh -n: " + output + "\nin:\n" + text);
  }

  /**
   * Runs the script's drift gate (from its {@code status=$(jq} line to the end) in {@code dir}
   * beside a merged.json with {@code status}; returns the exit code.
   */
  static int gateExitCode(String script, Path dir, String status) throws IOException, InterruptedException {
    int start = script.indexOf("status=$(jq");
    assertTrue(start >= 0, "no drift gate in:\n" + script);
    Files.writeString(dir.resolve("merged.json"), "{\"status\": \"" + status + "\", \"stacks\": []}");
    Process sh = new ProcessBuilder("sh", "-c", script.substring(start)).directory(dir.toFile())
        .redirectErrorStream(true).start();
    sh.getInputStream().readAllBytes();
    assertTrue(sh.waitFor(30, TimeUnit.SECONDS), "the gate did not finish");
    return sh.exitValue();
  }
}
