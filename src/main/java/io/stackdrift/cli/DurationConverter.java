package io.stackdrift.cli;

import io.stackdrift.config.Durations;
import java.time.Duration;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Durations on the command line: 90s, 14m, 1h30m; commands that need more than zero say so. */
final class DurationConverter implements ITypeConverter<Duration> {
  @Override
  public Duration convert(String value) {
    try {
      return Durations.parse(value);
    } catch (IllegalArgumentException e) {
      throw new TypeConversionException(e.getMessage());
    }
  }
}
