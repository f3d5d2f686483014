package io.stackdrift.view;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.OverallStatus;
import io.stackdrift.report.RunOutcome;
import io.stackdrift.report.StackEntry;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.Summary;
import java.io.IOException;
import java.io.StringWriter;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A view written as it goes writes exactly what it renders, also past the HTML page's spill size. */
class ReportFormatWriteTest {
  @Test
  void everyFormatWritesWhatItRenders() throws IOException {
    RunOutcome run = manyStacks();
    for (ReportFormat format : ReportFormat.values()) {
      for (ViewStyle style : List.of(ViewStyle.PLAIN, new ViewStyle(false, 0, true))) {
        ReportView view = format.view(style);
        StringWriter written = new StringWriter();
        view.write(run, written);
        assertEquals(view.render(run), written.toString(), format.id());
      }
    }
  }

  @Test
  void theLargePageReachesItsWriterInPieces() throws IOException {
    CountingWriter page = new CountingWriter();
    new HtmlView().write(manyStacks(), page);
    assertTrue(page.writes > 3, "the page was handed on in " + page.writes + " writes");
    assertTrue(page.largest < 200 * 1024, "the largest piece was " + page.largest + " characters");
  }

  /** Enough stacks for a page of several hundred KB, with text outside Latin-1. */
  private static RunOutcome manyStacks() {
    List<StackEntry> stacks = new ArrayList<>();
    for (int i = 0; i < 2_000; i++) {
      StackStatus status = i % 3 == 0 ? StackStatus.DRIFTED : StackStatus.FAILED;
      stacks.add(ViewFixtures.stack("stack-" + i + "-\u00FCber-\u2014", "mod-" + i, "role", status,
          new Summary(1, 0, 0), 1200 + i, "plan failed: stack " + i + " \u2026", null));
    }
    return new RunOutcome(ViewFixtures.report(OverallStatus.DRIFTED, stacks, DriftReport.Runtime.NONE, List.of(), List.of(), List.of("stack-0")),
        Optional.empty(), java.time.Instant.parse(ViewFixtures.DETECTED_AT), List.of(), Optional.empty(), null);
  }

  private static final class CountingWriter extends Writer {
    int writes;
    int largest;

    @Override
    public void write(char[] buf, int off, int len) {
      writes++;
      largest = Math.max(largest, len);
    }

    @Override
    public void write(String s, int off, int len) {
      write(new char[0], 0, len);
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}
  }
}
