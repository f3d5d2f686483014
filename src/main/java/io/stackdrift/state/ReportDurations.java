package io.stackdrift.state;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The plan durations and memory peaks of a saved report, read as a stream: only {@code stackId},
 * {@code status}, {@code detail}, {@code durationMs} and {@code peakRssBytes} of each stack entry; everything else (resource lists of
 * thousands of entries, fields of newer versions) is skipped unread. It runs before the first
 * plan starts, where binding a whole report to its classes would cost a cold JVM a good part of
 * a second.
 */
final class ReportDurations {
  /** The text is JSON but not a report's shape. */
  static final class NotAReport extends IOException {
    NotAReport(String why) {
      super(why);
    }
  }

  // not the report mapper: initialising it binds the report classes, the cost this class avoids
  private static final JsonFactory JSON = new JsonFactory();

  private ReportDurations() {}

  /**
   * Read as a stream: the last report of 100,000 stacks is 70 MB, of which only the durations are
   * kept. An empty file is no report yet.
   *
   * @throws IOException when the text is not JSON or its {@code stacks} is not an array of objects
   */
  static List<StackEntry> read(InputStream json) throws IOException {
    try (JsonParser p = JSON.createParser(json)) {
      JsonToken first = p.nextToken();
      if (first == null) {
        return List.of();
      }
      if (first != JsonToken.START_OBJECT) {
        throw new NotAReport("not a JSON object");
      }
      List<StackEntry> entries = new ArrayList<>();
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String field = p.currentName();
        JsonToken value = p.nextToken();
        if (field.equals("stacks") && value == JsonToken.START_ARRAY) {
          readStacks(p, entries);
        } else {
          p.skipChildren();
        }
      }
      return entries;
    }
  }

  private static void readStacks(JsonParser p, List<StackEntry> entries) throws IOException {
    while (p.nextToken() == JsonToken.START_OBJECT) {
      String id = null;
      String status = null;
      String detail = "";
      long durationMs = 0;
      Long peak = null;
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String field = p.currentName();
        JsonToken value = p.nextToken();
        switch (field) {
          case "stackId" -> id = value == JsonToken.VALUE_STRING ? p.getText() : null;
          case "status" -> status = value == JsonToken.VALUE_STRING ? p.getText() : null;
          case "detail" -> detail = value == JsonToken.VALUE_STRING ? p.getText() : "";
          case "durationMs" -> durationMs = value == JsonToken.VALUE_NUMBER_INT ? p.getLongValue() : 0;
          case "peakRssBytes" -> peak = value == JsonToken.VALUE_NUMBER_INT ? p.getLongValue() : null;
          default -> p.skipChildren();
        }
      }
      StackStatus known = status(status);
      if (id != null && known != null) {
        entries.add(StackEntry.builder().stackId(id).status(known).durationMs(durationMs).detail(detail)
            .peakRssBytes(peak).build());
      }
    }
    if (p.currentToken() != JsonToken.END_ARRAY) {
      throw new NotAReport("stacks is not an array of objects");
    }
  }

  private static StackStatus status(String json) {
    for (StackStatus s : StackStatus.values()) {
      if (s.json().equals(json)) {
        return s;
      }
    }
    return null;
  }
}
