package io.stackdrift.publish;

import io.stackdrift.config.RunLog;
import io.stackdrift.fs.Content;
import io.stackdrift.fs.OsReason;
import io.stackdrift.fs.OutputException;
import io.stackdrift.fs.OutputFile;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.view.ReportView;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * One view of the run written to a file through {@link OutputFile} (contract §9), or to stdout for
 * {@code -}. A failure is one line with the OS's reason, and fails the run: a regular file that was
 * there keeps its old content.
 */
public final class FileOutput implements RunOutput {
  public static final String STDOUT = "-";

  private final ReportView view;
  private final Path file;
  private final String what;
  private final PrintWriter stdout;
  private final RunLog log;

  /** {@code what} names the output in an error ("the report", "the metrics"). */
  public FileOutput(ReportView view, Path file, String what, PrintWriter stdout, RunLog log) {
    this.view = view;
    this.file = file;
    this.what = what;
    this.stdout = stdout;
    this.log = log;
  }

  /** The view on stdout. */
  public static FileOutput stdout(ReportView view, PrintWriter stdout) {
    return new FileOutput(view, Path.of(STDOUT), "stdout", stdout, RunLog.NONE);
  }

  public static boolean isStdout(Path file) {
    return file != null && file.toString().equals(STDOUT);
  }

  @Override
  public boolean usesHistory() {
    return view.usesHistory();
  }

  @Override
  public boolean publish(RunOutcome run) {
    try {
      if (isStdout(file)) {
        view.write(run, stdout); // a PrintWriter: its errors are its own, as they always were on stdout
        stdout.flush();
        return true;
      }
      OutputFile.replace(file, Content.text(out -> view.write(run, out)));
      return true;
    } catch (IOException e) {
      boolean kept = e instanceof OutputException o && o.previousKept();
      log.notice("cannot write " + what + " to " + file + ": " + OsReason.of(e)
          + (kept ? " (the previous file is unchanged)" : ""));
      return false;
    }
  }
}
