package io.stackdrift.terramate;

import io.stackdrift.config.Diagnostic;
import io.stackdrift.discovery.TerramateFiles;
import io.stackdrift.hcl.HclBody;
import io.stackdrift.hcl.HclParser;
import io.stackdrift.hcl.HclSyntaxException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Which of Terramate's safeguards are on, read as Terramate v0.17.2 reads them: the keywords of
 * {@code --disable-safeguards} (repeatable, comma separated; when the flag is absent, those of
 * {@code TM_DISABLE_SAFEGUARDS}), then the project's {@code terramate.config.disable_safeguards} with
 * its older switches ({@code terramate.config.run.check_gen_code}, {@code terramate.config.git.check_*}).
 * A check the command line disables is off; {@code none} on the command line turns every check back on
 * whatever the project says; otherwise the project decides ({@code all} and {@code none} there first).
 * {@code git} covers the three git checks, never {@code outdated-code}.
 */
public final class Safeguards {
  /** The name of the command-line flag and of the variable that stands for it, as Terramate's. */
  public static final String FLAG = "--disable-safeguards";
  public static final String ENV = "TM_DISABLE_SAFEGUARDS";

  /** Terramate's safeguard keywords. */
  public enum Keyword {
    ALL, NONE, GIT, GIT_UNTRACKED, GIT_UNCOMMITTED, GIT_OUT_OF_SYNC, OUTDATED_CODE;

    /** The keyword as written: {@code git-out-of-sync}. */
    public String word() {
      return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The keyword {@code word} names, if any. */
    public static Optional<Keyword> of(String word) {
      for (Keyword k : values()) {
        if (k.word().equals(word)) {
          return Optional.of(k);
        }
      }
      return Optional.empty();
    }
  }

  /** The checks one can turn off. */
  public enum Check {
    GIT_UNTRACKED(Keyword.GIT_UNTRACKED), GIT_UNCOMMITTED(Keyword.GIT_UNCOMMITTED),
    GIT_OUT_OF_SYNC(Keyword.GIT_OUT_OF_SYNC), OUTDATED_CODE(Keyword.OUTDATED_CODE);

    private final Keyword keyword;

    Check(Keyword keyword) {
      this.keyword = keyword;
    }

    public Keyword keyword() {
      return keyword;
    }

    boolean isGit() {
      return this != OUTDATED_CODE;
    }
  }

  /**
   * What the project's root configuration says: its {@code disable_safeguards} keywords and the older
   * switches ({@code check_remote} unset is on), and the errors met reading them.
   */
  public record Project(Set<Keyword> disabled, boolean checkGenCode, boolean checkUntracked,
      boolean checkUncommitted, boolean checkRemote, List<Diagnostic> errors) {
    public Project {
      disabled = disabled.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(disabled));
      errors = List.copyOf(errors);
    }

    /** A project that says nothing: every check on. */
    public static final Project DEFAULT = new Project(Set.of(), true, true, true, true, List.of());

    /** Terramate's {@code HasSafeguardDisabled}. */
    boolean disables(Check check) {
      if (disabled.contains(Keyword.ALL)) {
        return true;
      }
      if (disabled.contains(Keyword.NONE)) {
        return false;
      }
      return switch (check) {
        case GIT_UNTRACKED -> !checkUntracked || disabled.contains(check.keyword()) || disabled.contains(Keyword.GIT);
        case GIT_UNCOMMITTED -> !checkUncommitted || disabled.contains(check.keyword())
            || disabled.contains(Keyword.GIT);
        case GIT_OUT_OF_SYNC -> !checkRemote || disabled.contains(check.keyword()) || disabled.contains(Keyword.GIT);
        case OUTDATED_CODE -> !checkGenCode || disabled.contains(check.keyword());
      };
    }
  }

  private final Set<Keyword> commandLine;
  private final Project project;

  private Safeguards(Set<Keyword> commandLine, Project project) {
    this.commandLine = commandLine;
    this.project = project;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Safeguards s && s.commandLine.equals(commandLine) && s.project.equals(project);
  }

  @Override
  public int hashCode() {
    return java.util.Objects.hash(commandLine, project);
  }

  @Override
  public String toString() {
    return "Safeguards" + commandLine + " off: " + disabled();
  }

  /** Every check on: what no flag, variable or project setting changes. */
  public static final Safeguards DEFAULT = new Safeguards(Set.of(), Project.DEFAULT);

  /**
   * The safeguards from the flag's values (each may list keywords separated by commas; empty when
   * the flag was not given), the variable's value (used only when the flag was not given; null when
   * unset) and the project's settings.
   *
   * @throws IllegalArgumentException naming the flag or variable and the keyword at fault
   */
  public static Safeguards of(List<String> flagValues, String envValue, Project project) {
    Set<Keyword> keywords = EnumSet.noneOf(Keyword.class);
    if (!flagValues.isEmpty()) {
      for (String value : flagValues) {
        keywords.addAll(keywords(value, FLAG));
      }
    } else if (envValue != null) {
      keywords.addAll(keywords(envValue, ENV));
    }
    if (keywords.contains(Keyword.ALL) && keywords.contains(Keyword.NONE)) {
      throw new IllegalArgumentException("the safeguards keywords \"all\" and \"none\" are incompatible (" + FLAG
          + " or " + ENV + ")");
    }
    return new Safeguards(Collections.unmodifiableSet(keywords), project);
  }

  private static Set<Keyword> keywords(String value, String source) {
    Set<Keyword> found = EnumSet.noneOf(Keyword.class);
    if (value.isEmpty()) {
      return found;
    }
    for (String word : value.split(",", -1)) {
      Keyword keyword = Keyword.of(word.strip()).orElseThrow(() -> new IllegalArgumentException(
          source + ": invalid safeguard keyword \"" + word.strip() + "\"; use " + allWords()));
      found.add(keyword);
    }
    return found;
  }

  private static String allWords() {
    List<String> words = new ArrayList<>();
    for (Keyword k : Keyword.values()) {
      words.add(k.word());
    }
    return String.join(", ", words);
  }

  /** The same command-line switches over the project's settings (read once the workspace is known). */
  public Safeguards withProject(Project settings) {
    return new Safeguards(commandLine, settings);
  }

  /** Whether the command line says anything ({@code --disable-safeguards} or the variable). */
  public boolean givenOnCommandLine() {
    return !commandLine.isEmpty();
  }

  /** Whether the check runs: Terramate's {@code checkGenCode}, {@code checkGitUntracked} and the like. */
  public boolean checks(Check check) {
    if (disabledOnCommandLine(check)) {
      return false;
    }
    if (commandLine.contains(Keyword.NONE)) {
      return true;
    }
    return !project.disables(check);
  }

  private boolean disabledOnCommandLine(Check check) {
    if (commandLine.contains(Keyword.NONE)) {
      return false;
    }
    return commandLine.contains(check.keyword()) || commandLine.contains(Keyword.ALL)
        || (check.isGit() && commandLine.contains(Keyword.GIT));
  }

  /** The checks turned off, in declaration order (for the one warning that says so). */
  public List<Check> disabled() {
    List<Check> off = new ArrayList<>();
    for (Check check : Check.values()) {
      if (!checks(check)) {
        off.add(check);
      }
    }
    return List.copyOf(off);
  }

  /** The errors met reading the project's settings (a run refuses to start on them, as Terramate does). */
  public List<Diagnostic> errors() {
    return project.errors();
  }

  /**
   * The project's settings, from the Terramate files of the workspace's root directory (Terramate reads
   * {@code terramate.config} there only). A file that cannot be read or parsed is an error here too.
   */
  public static Project readProject(Path root) {
    List<Path> files;
    try {
      files = TerramateFiles.inDirectory(root);
    } catch (IOException e) {
      return new Project(Set.of(), true, true, true, true,
          List.of(Diagnostic.at(root, "cannot list the workspace's root: " + e.getMessage())));
    }
    ProjectReader reader = new ProjectReader();
    for (Path file : files) {
      try {
        reader.read(file, HclParser.parse(TerramateFiles.readText(file, 16 * 1024 * 1024), Set.of("terramate")));
      } catch (HclSyntaxException e) {
        reader.errors.add(new Diagnostic(file, e.line(), e.column(), e.getMessage()));
      } catch (IOException e) {
        reader.errors.add(Diagnostic.at(file, "cannot read: " + e.getMessage()));
      }
    }
    return reader.project();
  }

  /** The settings of the given root files, already parsed (in name order). */
  public static Project project(List<Path> files, List<HclBody> bodies) {
    ProjectReader reader = new ProjectReader();
    for (int i = 0; i < files.size(); i++) {
      reader.read(files.get(i), bodies.get(i));
    }
    return reader.project();
  }

  private static final class ProjectReader {
    private final Set<Keyword> disabled = EnumSet.noneOf(Keyword.class);
    private boolean disabledSet;
    private boolean checkGenCode = true;
    private boolean checkUntracked = true;
    private boolean checkUncommitted = true;
    private boolean checkRemote = true;
    private final List<Diagnostic> errors = new ArrayList<>();
    private final List<Runnable> later = new ArrayList<>();

    void read(Path file, HclBody body) {
      for (HclBody.Block terramate : body.blocks("terramate")) {
        for (HclBody.Block config : terramate.body().blocks("config")) {
          for (HclBody.Attribute a : config.body().attributes()) {
            if (a.name().equals("disable_safeguards")) {
              disableSafeguards(file, a);
            }
          }
          for (HclBody.Block run : config.body().blocks("run")) {
            run.body().attributes().stream().filter(a -> a.name().equals("check_gen_code"))
                .forEach(a -> later.add(() -> checkGenCode = oldSwitch(file, a, "run", checkGenCode)));
          }
          for (HclBody.Block git : config.body().blocks("git")) {
            for (HclBody.Attribute a : git.body().attributes()) {
              switch (a.name()) {
                case "check_untracked" -> later.add(() -> checkUntracked = oldSwitch(file, a, "git", checkUntracked));
                case "check_uncommitted" -> later.add(() -> checkUncommitted = oldSwitch(file, a, "git",
                    checkUncommitted));
                case "check_remote" -> later.add(() -> checkRemote = oldSwitch(file, a, "git", checkRemote));
                default -> { }
              }
            }
          }
        }
      }
    }

    private void disableSafeguards(Path file, HclBody.Attribute a) {
      if (!(a.value() instanceof List<?> list)) {
        errors.add(new Diagnostic(file, a.line(), a.column(),
            "terramate.config.disable_safeguards must be a list of strings: all, none, git, git-untracked, "
                + "git-uncommitted, git-out-of-sync, outdated-code"));
        return;
      }
      disabledSet = !list.isEmpty() || disabledSet;
      for (Object item : list) {
        Optional<Keyword> keyword = item instanceof String word ? Keyword.of(word) : Optional.empty();
        if (keyword.isEmpty()) {
          errors.add(new Diagnostic(file, a.line(), a.column(), "terramate.config.disable_safeguards: invalid keyword "
              + (item instanceof String ? "\"" + item + "\"" : String.valueOf(item)) + "; use " + allWords()));
          continue;
        }
        disabled.add(keyword.get());
      }
    }

    /** An older switch: a boolean, and an error beside {@code disable_safeguards}, as Terramate says. */
    private boolean oldSwitch(Path file, HclBody.Attribute a, String block, boolean current) {
      String name = "terramate.config." + block + "." + a.name();
      if (disabledSet) {
        errors.add(new Diagnostic(file, a.line(), a.column(), name
            + " conflicts with terramate.config.disable_safeguards; keep disable_safeguards only"));
        return current;
      }
      if (!(a.value() instanceof Boolean value)) {
        errors.add(new Diagnostic(file, a.line(), a.column(), name + " must be a bool (true or false)"));
        return current;
      }
      return value;
    }

    Project project() {
      later.forEach(Runnable::run);
      return new Project(disabled, checkGenCode, checkUntracked, checkUncommitted, checkRemote, errors);
    }
  }
}
