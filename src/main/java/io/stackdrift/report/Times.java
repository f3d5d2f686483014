package io.stackdrift.report;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/** The one reader of the UTC times reports and the state directory write ({@code 2026-12-01T03:00:00Z}). */
public final class Times {
  private Times() {}

  /** The instant, or empty for null or text that is no such time (a hand-edited or damaged file). */
  public static Optional<Instant> parse(String text) {
    if (text == null) {
      return Optional.empty();
    }
    try {
      return Optional.of(Instant.parse(text));
    } catch (DateTimeParseException e) {
      return Optional.empty();
    }
  }

  /** The instant, or the epoch when there is none: sorts first, reads as long ago. */
  public static Instant orEpoch(String text) {
    return parse(text).orElse(Instant.EPOCH);
  }
}
