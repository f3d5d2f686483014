package io.stackdrift.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A {@code git} on a PATH of its own that records each call (its subcommand and arguments, one line)
 * and runs the real git: how many git processes a step starts, counted rather than assumed.
 */
public final class GitCalls {
  private final Path log;
  private final Path bin;

  private GitCalls(Path log, Path bin) {
    this.log = log;
    this.bin = bin;
  }

  /** The recording git in {@code dir}, running the git found on this test's PATH. */
  public static GitCalls in(Path dir) throws IOException {
    Path bin = Files.createDirectories(dir.resolve("git-bin"));
    Path log = dir.resolve("git-calls.log");
    String real = realGit();
    Path git = bin.resolve("git");
    Files.writeString(git, "#!/bin/sh\nprintf '%s\\n' \"$*\" >> '" + log + "'\nexec '" + real + "' \"$@\"\n");
    if (!git.toFile().setExecutable(true)) {
      throw new IOException("cannot make " + git + " executable");
    }
    return new GitCalls(log, bin);
  }

  /** {@code env} with this git first on its PATH. */
  public Map<String, String> path(Map<String, String> env) {
    Map<String, String> out = new java.util.HashMap<>(env);
    out.put("PATH", bin + ":" + System.getenv("PATH"));
    return out;
  }

  /** The calls so far, one line each (the arguments after {@code git}), and forgets them. */
  public List<String> take() throws IOException {
    if (!Files.exists(log)) {
      return List.of();
    }
    List<String> calls = Files.readAllLines(log);
    Files.delete(log);
    return calls;
  }

  private static String realGit() throws IOException {
    for (String dir : System.getenv("PATH").split(":")) {
      Path candidate = Path.of(dir, "git");
      if (Files.isExecutable(candidate)) {
        return candidate.toString();
      }
    }
    throw new IOException("tests need git on PATH");
  }
}
