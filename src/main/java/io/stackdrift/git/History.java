package io.stackdrift.git;

import io.stackdrift.process.Cancellation;
import io.stackdrift.process.ProcessRunner;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Predicate;

/**
 * The commits of a revision, newest first, each with the files it changed below the workspace root
 * (relative to it): one {@code git log --name-only} for a whole run, read as it streams and left as
 * soon as the reader has what it wants. The history is git's simplified history of the workspace
 * (as {@code git log -- .} walks it) with every commit on it shown ({@code --sparse}), those that
 * changed nothing below the root with no files: so the first commit is the revision itself, whose
 * commit time the run reports ({@code committedAt}) without a process of its own.
 */
public final class History {
  /** A path longer than this is no file of a workspace; its record is skipped. */
  private static final int MAX_RECORD = 64 * 1024;

  /** One commit: its short revision, its commit time (UTC) and the files it changed. */
  public record Commit(String shortRevision, String committedAt, List<String> files) {}

  private History() {}

  /** The same from {@code HEAD}. */
  public static String read(Path workspaceRoot, java.util.Map<String, String> env, Cancellation cancel,
      Predicate<Commit> each) {
    return read(workspaceRoot, env, "HEAD", cancel, each);
  }

  /**
   * Hands each commit of {@code revision} to {@code each}, newest first (the revision itself first),
   * until it returns false or the history ends.
   *
   * @return null when the history was read, else why not (one line)
   */
  public static String read(Path workspaceRoot, java.util.Map<String, String> env, String revision,
      Cancellation cancel, Predicate<Commit> each) {
    // git log would compute the rest of the history after the reader has what it wants: once it has,
    // this call's own cancellation ends the process (the run's marker, so a signal still reaches it)
    Cancellation own = new Cancellation(cancel.marker());
    AtomicBoolean enough = new AtomicBoolean();
    try (ProcessRunner runner = new ProcessRunner()) {
      Git git = new Git(workspaceRoot, env, runner, own);
      Git.Answer answer = git.run(List.of("log", "-z", "--sparse", "--format=%x01%h %ct", "--name-only",
          "--relative", "--no-renames", revision, "--", "."), in -> stream(in, commit -> {
            if (cancel.isCancelled() || !each.test(commit)) {
              enough.set(!cancel.isCancelled());
              own.cancel();
              return false;
            }
            return true;
          }));
      return answer.ok() || enough.get() ? null : answer.error();
    }
  }

  /**
   * Whether {@code older} is an ancestor of {@code newer} (or the same commit), as {@code git
   * merge-base --is-ancestor} tells; empty when git cannot tell (either is not a commit here, or git
   * could not run). One process.
   */
  public static java.util.Optional<Boolean> isAncestor(Path workspaceRoot, java.util.Map<String, String> env,
      String older, String newer, Cancellation cancel) {
    try (ProcessRunner runner = new ProcessRunner()) {
      Git git = new Git(workspaceRoot, env, runner, cancel);
      Git.Answer answer = git.run(List.of("merge-base", "--is-ancestor", older, newer), null);
      if (answer.ok()) {
        return java.util.Optional.of(true);
      }
      // exit 1 with nothing said is git's "no"; any other failure is no answer
      return answer.error().equals("'git merge-base' exited 1") ? java.util.Optional.of(false)
          : java.util.Optional.empty();
    }
  }

  private static void stream(InputStream in, Predicate<Commit> each) throws IOException {
    Commits commits = new Commits(each);
    String rest = NulRecords.read(in, MAX_RECORD, (text, cut) -> commits.record(text));
    // the last commit, when it changed nothing below the root, ends without a NUL
    if (rest != null && (!rest.startsWith("\u0001") || commits.record(rest))) {
      commits.finish();
    }
  }

  /** Gathers each commit's header and files from the records, handing on each commit when the next begins. */
  private static final class Commits {
    private final Predicate<Commit> each;
    private String header;
    private List<String> files = new ArrayList<>();

    Commits(Predicate<Commit> each) {
      this.each = each;
    }

    /** False once the reader has what it wants. */
    boolean record(String text) {
      if (text.startsWith("\u0001")) {
        if (header != null && !each.test(commit(header, files))) {
          return false;
        }
        header = text.substring(1);
        files = new ArrayList<>();
        return true;
      }
      String path = text.startsWith("\n") ? text.substring(1) : text;
      if (!path.isEmpty()) {
        files.add(path);
      }
      return true;
    }

    void finish() {
      if (header != null) {
        each.test(commit(header, files));
      }
    }
  }

  private static Commit commit(String header, List<String> files) {
    int space = header.indexOf(' ');
    String sha = space < 0 ? header : header.substring(0, space);
    String at = null;
    try {
      at = space < 0 ? null : Instant.ofEpochSecond(Long.parseLong(header.substring(space + 1).strip())).toString();
    } catch (NumberFormatException e) {
      // a commit without a readable time keeps none
    }
    return new Commit(sha, at, List.copyOf(files));
  }
}
