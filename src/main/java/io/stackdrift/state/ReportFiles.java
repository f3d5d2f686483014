package io.stackdrift.state;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.JsonMappingException;
import io.stackdrift.fs.BoundedFile;
import io.stackdrift.fs.OsReason;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.Json;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.Redactor;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;

/**
 * The one reader of saved drift reports (contract §7 "Readers"), for {@code report show},
 * {@code report merge}, {@code reconcile --from-report}, {@code --durations} and the state store:
 * fields this version does not know are passed over, so a newer report still reads; anything that
 * is not a report is one line naming the file and what is wrong, never the JSON parser's own words.
 * A report read back is redacted again (an older version may have written it with fewer patterns).
 */
public final class ReportFiles {
  /** The file is missing, unreadable or not a report; the message is the whole user-facing line. */
  public static final class NotAReport extends Exception {
    NotAReport(String message) {
      super(message);
    }
  }

  private ReportFiles() {}

  /** Far beyond a report of 100,000 stacks; a file that is larger, or grows without end, is not read whole. */
  static final long MAX_BYTES = 1024L * 1024 * 1024;

  /** The report in {@code file} (a regular file), redacted with the patterns of {@code env}. */
  public static DriftReport read(Path file, Map<String, String> env) throws NotAReport {
    try (InputStream in = BoundedFile.open(file, MAX_BYTES, "a saved report")) {
      return parse(file.toString(), in).redacted(Redactor.fromEnvironment(env)::redact);
    } catch (NoSuchFileException e) {
      throw new NotAReport(file + ": no such file");
    } catch (IOException e) {
      throw new NotAReport("cannot read " + file + ": " + OsReason.of(e));
    }
  }

  /** The report in {@code in}, named {@code name} in messages; not redacted. */
  public static DriftReport parse(String name, InputStream in) throws NotAReport, IOException {
    DriftReport report;
    try {
      report = Json.REPORT_READER.readValue(in);
    } catch (StreamReadException e) {
      throw notAReport(name, "not valid JSON" + at(e.getLocation()));
    } catch (JsonMappingException e) {
      throw notAReport(name, field(e) + at(e.getLocation()));
    }
    if (report == null || !DriftReport.SCHEMA_VERSION.equals(report.schemaVersion())) {
      throw notAReport(name, "it has no schemaVersion \"" + DriftReport.SCHEMA_VERSION + "\"");
    }
    if (report.stacks() == null || report.detectedAt() == null || report.status() == null) {
      throw notAReport(name, "it lacks stacks, detectedAt or status");
    }
    for (int i = 0; i < report.stacks().size(); i++) {
      StackEntry e = report.stacks().get(i);
      if (e == null || e.stackId() == null || e.stackId().isEmpty() || e.status() == null) {
        throw notAReport(name, "stacks[" + i + "] lacks stackId or status");
      }
    }
    return report;
  }

  private static NotAReport notAReport(String name, String why) {
    return new NotAReport(name + " is not a " + DriftReport.SCHEMA_VERSION + " report: " + why);
  }

  /** Which field is wrong, from the mapper's path (for example {@code stacks[0].summary.add}). */
  private static String field(JsonMappingException e) {
    StringBuilder path = new StringBuilder();
    for (JsonMappingException.Reference ref : e.getPath()) {
      if (ref.getFieldName() != null) {
        path.append(path.length() == 0 ? "" : ".").append(ref.getFieldName());
      } else if (ref.getIndex() >= 0) {
        path.append('[').append(ref.getIndex()).append(']');
      }
    }
    if (path.length() == 0) {
      return "the top level is not a report object";
    }
    Throwable cause = e.getCause();
    String why = cause instanceof IllegalArgumentException ? ": " + cause.getMessage() : " has the wrong type or value";
    return "field " + path + why;
  }

  private static String at(JsonLocation location) {
    return location == null || location.getLineNr() <= 0 ? ""
        : " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
  }
}
