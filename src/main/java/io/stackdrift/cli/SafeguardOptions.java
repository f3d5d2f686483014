package io.stackdrift.cli;

import io.stackdrift.terramate.Safeguards;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** {@code --disable-safeguards}: Terramate's own switch of its safeguards, read as Terramate v0.17.2 reads it. */
final class SafeguardOptions {
  @Option(names = Safeguards.FLAG, paramLabel = "KEYWORD", split = ",",
      description = "Turn off Terramate's safeguards, as 'terramate run --disable-safeguards' does: outdated-code "
          + "plans a stack whose generated code is outdated (it fails otherwise), all turns every one off, none "
          + "turns them back on whatever the project says (git, git-untracked, git-uncommitted, git-out-of-sync "
          + "are accepted too). Repeatable, or comma separated. Without it, " + Safeguards.ENV + " is read; "
          + "terramate.config.disable_safeguards in the project also counts.")
  List<String> keywords = new ArrayList<>();

  /** The command line's switches; a keyword that is not Terramate's is a usage error naming it. */
  Safeguards switches() {
    try {
      return Safeguards.of(keywords, System.getenv(Safeguards.ENV), Safeguards.Project.DEFAULT);
    } catch (IllegalArgumentException e) {
      throw ExitException.usage(e.getMessage());
    }
  }
}
