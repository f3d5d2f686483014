package io.stackdrift.cli;

import com.fasterxml.jackson.core.JacksonException;
import io.stackdrift.report.DriftReport;
import io.stackdrift.report.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads a saved drift report; anything else is a usage error naming the file. */
final class SavedReports {
  private SavedReports() {}

  static DriftReport read(Path file) {
    try {
      DriftReport report = Json.MAPPER.readValue(Files.readString(file), DriftReport.class);
      if (!DriftReport.SCHEMA_VERSION.equals(report.schemaVersion()) || report.stacks() == null
          || report.detectedAt() == null || report.status() == null) {
        throw ExitException.usage(file + " is not a " + DriftReport.SCHEMA_VERSION + " report");
      }
      return report;
    } catch (NoSuchFileException e) {
      throw ExitException.usage(file + ": no such file");
    } catch (JacksonException e) {
      throw ExitException.usage(file + " is not a " + DriftReport.SCHEMA_VERSION + " report: "
          + e.getOriginalMessage() + " (line " + e.getLocation().getLineNr() + ")");
    } catch (IOException e) {
      throw ExitException.usage("cannot read " + file + ": " + e.getMessage());
    }
  }
}
