package io.stackdrift.cli;

import io.stackdrift.report.DriftReport;
import io.stackdrift.state.ReportFiles;
import java.nio.file.Path;

/** A saved report named on the command line; a file that is not one is a usage error (exit 1). */
final class SavedReports {
  private SavedReports() {}

  static DriftReport read(Path file) {
    try {
      return ReportFiles.read(file, System.getenv());
    } catch (ReportFiles.NotAReport e) {
      throw ExitException.usage(e.getMessage());
    }
  }
}
