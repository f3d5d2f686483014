package io.stackdrift.engine;

import io.stackdrift.fs.StateDirectory;
import java.io.IOException;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A pause that {@code stackdrift pause} left in the state directory, read back: since when and why. A file
 * not in the form {@link SelfHeal#pause} writes is still a pause; its text is then the reason.
 */
public record SelfHealPause(String since, String reason) {
  private static final Pattern LINE = Pattern.compile("paused at (\\S+?)(?:: (.*))?");

  /** The current pause, or empty when self-heal is not paused. */
  public static Optional<SelfHealPause> read(StateDirectory stateDir) throws IOException {
    return stateDir.readString(SelfHeal.PAUSED_FILE).map(SelfHealPause::parse);
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
