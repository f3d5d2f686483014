package io.stackdrift.cli;

import io.stackdrift.config.Durations;
import java.time.Duration;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Durations on the command line: 90s, 14m, 1h30m. */
final class DurationConverter implements ITypeConverter<Duration> {
  @Override
  public Duration convert(String value) {
    try {
      Duration d = Durations.parse(value);
      if (d.isZero()) {
        throw new TypeConversionException("'" + value + "' must be longer than zero");
      }
      return d;
    } catch (IllegalArgumentException e) {
      throw new TypeConversionException(e.getMessage());
    }
  }
}
