package io.stackdrift.cli;

import io.stackdrift.view.ReportFormat;
import java.util.Arrays;
import java.util.Iterator;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** A {@code --format} value: a name of {@link ReportFormat}, the one registry of report formats. */
final class FormatConverter implements ITypeConverter<ReportFormat> {
  @Override
  public ReportFormat convert(String value) {
    ReportFormat format = ReportFormat.of(value);
    if (format == null) {
      throw new TypeConversionException("'" + value + "' is not a format; use " + String.join(", ", new Names()));
    }
    return format;
  }

  /** The format names, for help and completion. */
  static final class Names implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return Arrays.stream(ReportFormat.values()).map(ReportFormat::id).iterator();
    }
  }
}
