package io.stackdrift.state;

import io.stackdrift.fs.StateDirectory;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The pause of self-heal that {@code stackdrift pause} leaves in the state directory: written, checked,
 * read back (since when and why) and removed here, so the file's form is known in one place. A file
 * not in the form {@link #pause} writes is still a pause; its text is then the reason.
 */
public record SelfHealPause(String since, String reason) {
  public static final String FILE = "paused";
  private static final Pattern LINE = Pattern.compile("paused at (\\S+?)(?:: (.*))?");

  public static boolean paused(StateDirectory stateDir) throws IOException {
    return stateDir.exists(FILE);
  }

  /**
   * Pauses self-heal for the workspace whose state is in {@code stateDir}; returns the pause file.
   * Written atomically, so a watch cycle checking it never sees a half-written reason.
   */
  public static Path pause(StateDirectory stateDir, String reason, Instant now) throws IOException {
    String why = reason == null || reason.isBlank() ? "" : ": " + reason;
    stateDir.write(FILE, "paused at " + now + why + "\n");
    return stateDir.file(FILE);
  }

  /** Resumes self-heal; false when it was not paused. */
  public static boolean resume(StateDirectory stateDir) throws IOException {
    return stateDir.delete(FILE);
  }

  /** The current pause, or empty when self-heal is not paused. */
  public static Optional<SelfHealPause> read(StateDirectory stateDir) throws IOException {
    return stateDir.readString(FILE).map(SelfHealPause::parse);
  }

  static SelfHealPause parse(String content) {
    String line = content.strip().lines().findFirst().orElse("");
    Matcher m = LINE.matcher(line);
    if (!m.matches()) {
      return new SelfHealPause("", line);
    }
    return new SelfHealPause(m.group(1), m.group(2) == null ? "" : m.group(2));
  }
}
