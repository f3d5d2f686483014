package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.testing.Executables;
import io.stackdrift.testing.ExternalTool;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code stackdrift completion}: each script loaded in its real shell, completing real command lines. */
class CompletionIT {
  private static final Duration LIMIT = Duration.ofSeconds(60);
  /** Every registered report format, as --format takes them. */
  private static final List<String> FORMATS = formats();

  /** Sets the words as bash does before it calls the completion function, and prints what it offers. */
  private static final String BASH_DRIVER = """
      source "$1" || exit 9
      complete -p stackdrift >/dev/null || exit 8
      line="$2"
      read -ra COMP_WORDS <<<"$line"
      [[ "$line" == *" " ]] && COMP_WORDS+=("")
      COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
      COMP_LINE="$line"
      COMP_POINT=${#line}
      COMPREPLY=()
      # compopt only works inside a real completion; the script calls it guarded, and bash says so
      _complete_stackdrift "${COMP_WORDS[0]}" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}" 2>/dev/null
      printf '%s\\n' "${COMPREPLY[@]}"
      """;

  /** As zsh's bashcompinit calls a bash completion function; zsh then filters by the typed prefix. */
  private static final String ZSH_DRIVER = """
      source "$1" || exit 9
      [[ "${_comps[stackdrift]}" == "_bash_complete -F _complete_stackdrift"* ]] || exit 8
      setopt ksharrays
      line="$2"
      COMP_WORDS=( ${(z)line} )
      [[ "$line" == *" " ]] && COMP_WORDS+=("")
      COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
      COMP_LINE="$line"
      COMP_POINT=${#line}
      COMPREPLY=()
      _complete_stackdrift "${COMP_WORDS[0]}" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}" 2>/dev/null
      print -l -- "${COMPREPLY[@]}"
      """;

  @Test
  void bashCompletesCommandsOptionsAndTheirValues(@TempDir Path tmp) throws Exception {
    Path bash = Executables.require("bash", "bash");
    Path script = script(tmp, "bash");
    Path driver = Files.writeString(tmp.resolve("driver.bash"), BASH_DRIVER);
    List<String> shell = List.of(bash.toString(), "--norc", "--noprofile", driver.toString(), script.toString());
    assertEquals(List.of("detect"), offered(tmp, shell, "stackdrift det"));
    assertEquals(List.of("--format"), offered(tmp, shell, "stackdrift detect --for"));
    assertEquals(FORMATS, offered(tmp, shell, "stackdrift detect --format "));
    assertEquals(List.of("show"), offered(tmp, shell, "stackdrift report s"));
    assertEquals(List.of("bash", "zsh", "fish"), offered(tmp, shell, "stackdrift completion "));
  }

  @Test
  void zshLoadsTheBashScriptThroughBashcompinit(@TempDir Path tmp) throws Exception {
    Path zsh = Executables.require("zsh", "zsh");
    Path script = script(tmp, "zsh");
    Path driver = Files.writeString(tmp.resolve("driver.zsh"), ZSH_DRIVER);
    List<String> shell = List.of(zsh.toString(), "-f", driver.toString(), script.toString());
    assertTrue(offered(tmp, shell, "stackdrift det").contains("detect"));
    assertEquals(FORMATS, offered(tmp, shell, "stackdrift detect --format "));
    assertEquals(List.of("bash", "zsh", "fish"), offered(tmp, shell, "stackdrift completion "));
  }

  @Test
  void fishCompletesFromItsOwnScript(@TempDir Path tmp) throws Exception {
    Path fish = Executables.require("fish", "fish");
    Path script = script(tmp, "fish");
    assertEquals(List.of("detect"), fishOffers(tmp, fish, script, "stackdrift det"));
    assertEquals(List.of("--format"), fishOffers(tmp, fish, script, "stackdrift detect --for"));
    assertEquals(FORMATS.stream().sorted().toList(), fishOffers(tmp, fish, script, "stackdrift detect --format "),
        "the formats and no file names");
    assertEquals(List.of(), fishOffers(tmp, fish, script, "stackdrift detect --parallel "), "a number, not files");
    assertTrue(fishOffers(tmp, fish, script, "stackdrift report show ").contains("stackdrift.fish"),
        "a report FILE: the files here");
    assertEquals(List.of("show"), fishOffers(tmp, fish, script, "stackdrift report s"));
    List<String> showOptions = Main.commandTree().getSubcommands().get("report").getSubcommands().get("show")
        .getCommandSpec().options().stream().map(option -> option.longestName()).sorted().toList();
    assertTrue(showOptions.contains("--format") && !showOptions.contains("--parallel"), showOptions.toString());
    assertEquals(showOptions, fishOffers(tmp, fish, script, "stackdrift report show --"),
        "show's own options, not detect's");
    assertEquals(List.of("bash", "fish", "zsh"), fishOffers(tmp, fish, script, "stackdrift completion "));
  }

  @Test
  void anUnknownShellIsAUsageError() {
    CliRun run = CliRun.of("completion", "tcsh");
    assertEquals(1, run.code());
    assertTrue(run.err().contains("bash, zsh, fish"), run.err());
    assertEquals("", run.out());
  }

  private static List<String> formats() {
    List<String> names = new ArrayList<>();
    new FormatConverter.Names().forEach(names::add);
    assertTrue(names.containsAll(List.of("table", "json", "markdown")), names.toString());
    return List.copyOf(names);
  }

  private static Path script(Path tmp, String shell) throws Exception {
    CliRun run = CliRun.of("completion", shell);
    assertEquals(0, run.code(), run.err());
    return Files.writeString(tmp.resolve("stackdrift." + shell), run.out());
  }

  private static List<String> offered(Path tmp, List<String> shell, String line) throws Exception {
    List<String> command = new ArrayList<>(shell);
    command.add(line);
    ExternalTool.Result r = ExternalTool.run(tmp, home(tmp), LIMIT, command);
    assertEquals(0, r.code(), line + ": " + r.describe());
    return r.out().lines().filter(l -> !l.isEmpty()).toList();
  }

  /** fish's own completion engine ('complete -C'), candidates without their descriptions. */
  private static List<String> fishOffers(Path tmp, Path fish, Path script, String line) throws Exception {
    List<String> command = List.of(fish.toString(), "--no-config", "-c",
        "source $argv[1]; and complete -C $argv[2]", script.toString(), line);
    ExternalTool.Result r = ExternalTool.run(tmp, home(tmp), LIMIT, command);
    assertEquals(0, r.code(), line + ": " + r.describe());
    assertEquals("", r.err(), line);
    return r.out().lines().map(l -> l.split("\t", 2)[0]).filter(l -> l.startsWith(lastWord(line))).toList();
  }

  private static String lastWord(String line) {
    return line.endsWith(" ") ? "" : line.substring(line.lastIndexOf(' ') + 1);
  }

  /** zsh's compinit and fish write into HOME; they get a temporary one. */
  private static Map<String, String> home(Path tmp) {
    return Map.of("HOME", tmp.toString(), "XDG_CONFIG_HOME", tmp.resolve("config").toString(),
        "XDG_DATA_HOME", tmp.resolve("data").toString(), "XDG_CACHE_HOME", tmp.resolve("cache").toString());
  }
}
