package io.stackdrift.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A real local git repository made by a test: git run with an environment of its own (no system or
 * user configuration, a fixed author and committer, commit times the test chooses), never the network.
 */
public final class GitRepo {
  /** The commit time of every commit unless a test gives another: 2026-11-30T10:00:00Z. */
  public static final String DEFAULT_DATE = "2026-11-30T10:00:00Z";
  private final Path dir;
  private final Path home;

  private GitRepo(Path dir, Path home) {
    this.dir = dir;
    this.home = home;
  }

  /** {@code git init -b main} in {@code dir} (created when missing), with a private home in {@code home}. */
  public static GitRepo init(Path dir, Path home) throws IOException {
    Files.createDirectories(dir);
    Files.createDirectories(home);
    GitRepo repo = new GitRepo(dir, home);
    repo.git("init", "-q", "-b", "main");
    return repo;
  }

  /** A bare repository in {@code dir}, to push to and clone from. */
  public static GitRepo bare(Path dir, Path home) throws IOException {
    Files.createDirectories(dir);
    GitRepo repo = new GitRepo(dir, home);
    repo.git("init", "-q", "--bare", "-b", "main");
    return repo;
  }

  /** A clone of {@code from} in {@code dir}. */
  public static GitRepo cloneOf(GitRepo from, Path dir, Path home) throws IOException {
    new GitRepo(dir.getParent(), home).git("clone", "-q", from.dir.toString(), dir.getFileName().toString());
    return new GitRepo(dir, home);
  }

  public Path dir() {
    return dir;
  }

  /** The environment of every git call here (and of a test that wants git to see the same). */
  public Map<String, String> env(String date) {
    Map<String, String> env = new HashMap<>();
    env.put("GIT_CONFIG_NOSYSTEM", "1");
    env.put("GIT_CONFIG_GLOBAL", home.resolve("gitconfig").toString());
    env.put("HOME", home.toString());
    env.put("GIT_AUTHOR_NAME", "Test Author");
    env.put("GIT_AUTHOR_EMAIL", "author@example.invalid");
    env.put("GIT_COMMITTER_NAME", "Test Committer");
    env.put("GIT_COMMITTER_EMAIL", "committer@example.invalid");
    env.put("GIT_AUTHOR_DATE", date);
    env.put("GIT_COMMITTER_DATE", date);
    env.put("GIT_TERMINAL_PROMPT", "0");
    return env;
  }

  /** {@code git add -A} and a commit at {@link #DEFAULT_DATE}; returns the new revision. */
  public String commitAll(String message) throws IOException {
    return commitAll(message, DEFAULT_DATE);
  }

  public String commitAll(String message, String date) throws IOException {
    git("add", "-A");
    gitAt(date, "commit", "-q", "--allow-empty", "-m", message);
    return head();
  }

  public String head() throws IOException {
    return git("rev-parse", "HEAD").strip();
  }

  /** Runs git with the given arguments in this repository; fails the test when git fails. */
  public String git(String... args) throws IOException {
    return gitAt(DEFAULT_DATE, args);
  }

  private String gitAt(String date, String... args) throws IOException {
    List<String> argv = new ArrayList<>(List.of("git"));
    argv.addAll(List.of(args));
    Path log = Files.createTempFile("git", ".log");
    Path out = Files.createTempFile("git", ".out");
    try {
      ProcessBuilder builder = new ProcessBuilder(argv).directory(dir.toFile()).redirectError(log.toFile())
          .redirectOutput(out.toFile());
      builder.environment().putAll(env(date));
      Process p = builder.start();
      if (!p.waitFor(60, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new IllegalStateException(String.join(" ", argv) + " did not finish in " + dir);
      }
      if (p.exitValue() != 0) {
        throw new IllegalStateException(String.join(" ", argv) + " in " + dir + " exited " + p.exitValue() + ":\n"
            + Files.readString(log, StandardCharsets.UTF_8));
      }
      return Files.readString(out, StandardCharsets.UTF_8);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    } finally {
      Files.deleteIfExists(log);
      Files.deleteIfExists(out);
    }
  }
}
