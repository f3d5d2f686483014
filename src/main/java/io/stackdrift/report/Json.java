package io.stackdrift.report;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;

/** The one JSON mapper of the reports and views. */
public final class Json {
  public static final ObjectMapper MAPPER = new ObjectMapper();
  private static final ObjectWriter PRETTY = MAPPER.writer(new DefaultPrettyPrinter()
      .withSeparators(Separators.createDefaultInstance()
          .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
          .withObjectEmptySeparator("")
          .withArrayEmptySeparator(""))
      .withObjectIndenter(new DefaultIndenter("  ", "\n"))
      .withArrayIndenter(new DefaultIndenter("  ", "\n")))
      .without(JsonGenerator.Feature.AUTO_CLOSE_TARGET);

  /**
   * How saved reports are read (contract §7 "Readers"): fields this version does not know are
   * passed over, so a report from a newer stackdrift still reads.
   */
  public static final ObjectReader REPORT_READER = MAPPER.readerFor(DriftReport.class)
      .without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

  private Json() {}

  public static String pretty(Object value) {
    try {
      return PRETTY.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@link #pretty} written to {@code out} as it is produced, and a newline; {@code out} stays open. */
  public static void writePretty(Object value, Writer out) throws IOException {
    PRETTY.writeValue(out, value);
    out.write('\n');
  }

  public static String compact(Object value) {
    try {
      return MAPPER.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}
