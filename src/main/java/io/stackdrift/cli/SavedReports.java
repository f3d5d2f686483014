package io.stackdrift.cli;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.JsonMappingException;
import io.stackdrift.plan.Redactor;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.Json;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads a saved drift report, redacted again (an older version may have written it with fewer
 * patterns); anything else is one usage error naming the file and what is wrong, never the JSON
 * parser's own words.
 */
final class SavedReports {
  private SavedReports() {}

  static DriftReport read(Path file) {
    return parse(file).redacted(Redactor.fromEnvironment(System.getenv())::redact);
  }

  private static DriftReport parse(Path file) {
    try (InputStream in = Files.newInputStream(file)) {
      DriftReport report = Json.REPORT_READER.readValue(in);
      if (report == null || !DriftReport.SCHEMA_VERSION.equals(report.schemaVersion())) {
        throw notAReport(file, "it has no schemaVersion \"" + DriftReport.SCHEMA_VERSION + "\"");
      }
      if (report.stacks() == null || report.detectedAt() == null || report.status() == null) {
        throw notAReport(file, "it lacks stacks, detectedAt or status");
      }
      return report;
    } catch (NoSuchFileException e) {
      throw ExitException.usage(file + ": no such file");
    } catch (StreamReadException e) {
      throw notAReport(file, "not valid JSON" + at(e.getLocation()));
    } catch (JsonMappingException e) {
      throw notAReport(file, field(e) + at(e.getLocation()));
    } catch (FileSystemException e) {
      throw ExitException.usage("cannot read " + file + ": " + (e.getReason() != null ? e.getReason() : e));
    } catch (IOException e) {
      throw ExitException.usage("cannot read " + file + ": " + e.getMessage());
    }
  }

  private static ExitException notAReport(Path file, String why) {
    return ExitException.usage(file + " is not a " + DriftReport.SCHEMA_VERSION + " report: " + why);
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
