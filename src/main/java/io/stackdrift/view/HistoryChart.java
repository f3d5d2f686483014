package io.stackdrift.view;

import io.stackdrift.report.DriftReport;
import io.stackdrift.report.StackStatus;
import io.stackdrift.report.StatusChange;
import io.stackdrift.report.Times;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The status history as an inline SVG picture: a row per stack, a column per run, each cell the
 * stack's status after that run, in colour and as a letter (so it reads in black and white too), with
 * a tooltip naming stack, time and status. The history holds only the runs that changed a status, so
 * those are the columns, plus the report's own run; a stack keeps its status from column to column
 * until a line changes it. Columns and rows are bounded, and the page says what was left out.
 */
final class HistoryChart {
  static final int MAX_RUNS = 50;
  static final int MAX_STACKS = 200;
  private static final int CELL = 20;
  private static final int PITCH = CELL + 3;
  private static final int LABEL_CHARS = 36;
  /** The width of a monospace character at the picture's 12px. */
  private static final double CHAR_WIDTH = 7.3;
  private static final int TOP = 22;
  private static final int BOTTOM = 6;

  /**
   * A stack's state after one run: its status (null: it left the workspace), cause, perpetual mark,
   * and health (null: not known), drawn apart from the status (contract §16).
   */
  private record Cell(String status, String cause, boolean perpetual, String health) {
    boolean degraded() {
      return "degraded".equals(health);
    }
  }

  private record Timed(Instant at, StatusChange change) {}

  private HistoryChart() {}

  /** The picture with its legend and notes, for the page's history section. */
  static String render(List<StatusChange> history, DriftReport report) {
    Optional<Instant> reportTime = time(report.detectedAt());
    TreeSet<Instant> times = new TreeSet<>();
    history.forEach(c -> time(c.time()).ifPresent(times::add));
    reportTime.ifPresent(times::add);
    List<Instant> columns = new ArrayList<>(times).subList(Math.max(0, times.size() - MAX_RUNS), times.size());
    List<Map<String, Cell>> grid = replay(history, columns, report, reportTime);
    List<String> stacks = rows(report, grid);
    List<String> shown = stacks.subList(0, Math.min(stacks.size(), MAX_STACKS));
    StringBuilder out = new StringBuilder();
    out.append("<p class=\"note\">A row per stack, a column per run that changed a status or a health (a run that changed "
        + "nothing adds no line to the history), oldest on the left; the framed column is this report's run. ")
        .append(bounds(times.size(), columns.size(), stacks.size(), shown.size())).append(span(columns))
        .append("</p>\n");
    out.append("<div class=\"chart\">\n");
    svg(shown, StackNames.of(report), columns, grid, reportTime, out);
    out.append("</div>\n");
    legend(out);
    return out.toString();
  }

  private static String bounds(int runs, int columns, int stacks, int rows) {
    String drawn = runs > columns ? "The last " + columns + " of " + runs + " runs are drawn"
        : "All " + ReportText.plural(runs, "run") + " drawn (at most " + MAX_RUNS + ")";
    return drawn + (stacks > rows ? "; the first " + rows + " of " + stacks + " stacks." : ".");
  }

  /**
   * Each column's state of every stack, from the whole history (so the first column drawn starts from
   * what the stacks were then); the report's own column takes its statuses from the report.
   */
  private static List<Map<String, Cell>> replay(List<StatusChange> history, List<Instant> columns,
      DriftReport report, Optional<Instant> reportTime) {
    // A line whose time does not parse is damage; it is left out, as from the columns.
    List<Timed> ordered = history.stream().flatMap(c -> time(c.time()).map(t -> new Timed(t, c)).stream())
        .sorted(Comparator.comparing(Timed::at)).toList();
    Map<String, Cell> state = new HashMap<>();
    List<Map<String, Cell>> grid = new ArrayList<>();
    int next = 0;
    for (Instant column : columns) {
      while (next < ordered.size() && !ordered.get(next).at().isAfter(column)) {
        StatusChange c = ordered.get(next++).change();
        Cell before = state.get(c.stackId());
        // a line that does not say the health (a perpetual mark, an apply) leaves it as it was
        String health = c.health() != null || before == null ? c.health() : before.health();
        state.put(c.stackId(), new Cell(c.to(), c.driftCause(), Boolean.TRUE.equals(c.perpetual()), health));
      }
      Map<String, Cell> snapshot = new HashMap<>(state);
      if (reportTime.isPresent() && reportTime.get().equals(column)) {
        report.stacks().forEach(e -> snapshot.put(e.stackId(), new Cell(e.status() == null ? "" : e.status().json(),
            e.driftCause() == null ? null : e.driftCause().json(), e.markedPerpetual(),
            e.health() == null ? null : e.health().json())));
      }
      grid.add(snapshot);
    }
    return grid;
  }

  /** The report's stacks in run order, then the others the drawn runs know, by id. */
  private static List<String> rows(DriftReport report, List<Map<String, Cell>> grid) {
    Set<String> rows = new LinkedHashSet<>();
    report.stacks().forEach(e -> rows.add(e.stackId()));
    TreeSet<String> others = new TreeSet<>();
    grid.forEach(column -> others.addAll(column.keySet()));
    rows.addAll(others);
    return List.copyOf(rows);
  }

  /** Rows are keyed by id and labelled by path ({@link StackNames}); a tooltip has both. */
  private static void svg(List<String> stacks, StackNames names, List<Instant> columns, List<Map<String, Cell>> grid,
      Optional<Instant> reportTime, StringBuilder out) {
    int labelChars = stacks.stream().mapToInt(id -> names.label(id).length()).max().orElse(0);
    int left = (int) Math.ceil(Math.min(labelChars, LABEL_CHARS) * CHAR_WIDTH) + 10;
    int width = left + Math.max(columns.size(), 1) * PITCH + 8;
    int height = TOP + stacks.size() * PITCH + BOTTOM;
    out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-labelledby=\"history-title\" width=\"")
        .append(width).append("\" height=\"").append(height).append("\" viewBox=\"0 0 ").append(width).append(' ')
        .append(height).append("\">\n<title id=\"history-title\">Status history: ")
        .append(ReportText.plural(stacks.size(), "stack")).append(", ")
        .append(ReportText.plural(columns.size(), "run")).append("</title>\n");
    for (int col = 0; col < columns.size(); col++) {
      if (reportTime.isPresent() && reportTime.get().equals(columns.get(col))) {
        int x = left + col * PITCH - 1;
        out.append("<rect class=\"now\" x=\"").append(x).append("\" y=\"").append(TOP - 4).append("\" width=\"")
            .append(PITCH).append("\" height=\"").append(stacks.size() * PITCH + 6).append("\"/>\n");
        out.append("<text x=\"").append(x + PITCH / 2).append("\" y=\"").append(TOP - 8)
            .append("\" text-anchor=\"middle\">now</text>\n");
      }
    }
    for (int row = 0; row < stacks.size(); row++) {
      String id = stacks.get(row);
      String label = names.label(id);
      int y = TOP + row * PITCH;
      out.append("<text x=\"0\" y=\"").append(y + CELL - 5).append("\"><title>")
          .append(HtmlText.line(names.labelWithId(id))).append("</title>")
          .append(HtmlText.line(Elision.path(label, LABEL_CHARS))).append("</text>\n");
      for (int col = 0; col < columns.size(); col++) {
        Cell cell = grid.get(col).get(id);
        if (cell != null) {
          cell(label, columns.get(col), cell, left + col * PITCH, y, out);
        }
      }
    }
    out.append("</svg>\n");
  }

  private static void cell(String stack, Instant time, Cell cell, int x, int y, StringBuilder out) {
    boolean gone = cell.status() == null;
    String word = gone ? "not in the workspace" : cell.status() + (cell.cause() == null ? "" : " (" + cell.cause() + ")")
        + (cell.perpetual() ? ", perpetual" : "") + (cell.degraded() ? ", degraded" : "");
    out.append("<g class=\"").append(gone ? "gone" : cell.degraded() ? "cell degraded" : "cell").append("\"><title>").append(HtmlText.line(stack))
        .append(" \u00B7 ").append(HtmlText.line(when(time))).append(" \u00B7 ").append(HtmlText.line(word))
        .append("</title><rect").append(gone ? "" : " class=\"" + StatusMark.cssClass(cell.status()) + "\"")
        .append(" x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"").append(CELL)
        .append("\" height=\"").append(CELL).append("\" rx=\"2\"/><text x=\"").append(x + CELL / 2)
        .append("\" y=\"").append(y + CELL - 5).append("\">")
        .append(gone ? StatusMark.GONE_LETTER : StatusMark.letter(cell.status()) + (cell.degraded() ? "!" : ""))
        .append("</text></g>\n");
  }

  /** The time of the first and the last run drawn; each cell's tooltip has its own. */
  private static String span(List<Instant> columns) {
    if (columns.isEmpty()) {
      return "";
    }
    String first = HtmlText.line(when(columns.get(0)));
    return columns.size() == 1 ? " The run: " + first + "."
        : " From " + first + " to " + HtmlText.line(when(columns.get(columns.size() - 1))) + ".";
  }

  private static void legend(StringBuilder out) {
    out.append("<ul class=\"legend\">");
    for (StackStatus s : StackStatus.values()) {
      out.append("<li><span class=\"badge ").append(StatusMark.cssClass(s.json())).append("\">")
          .append(StatusMark.letter(s.json())).append("</span> ").append(s.json()).append("</li>");
    }
    out.append("<li><span class=\"badge gone-mark\">").append(StatusMark.GONE_LETTER)
        .append("</span> not in the workspace</li><li><span class=\"badge degraded-mark\">C!</span> degraded "
            + "(a check failed; framed in red, apart from its status)</li><li>empty: not seen yet</li></ul>\n");
  }

  static String when(Instant time) {
    return time.toString().replace('T', ' ').replace("Z", " UTC");
  }

  private static Optional<Instant> time(String text) {
    return Times.parse(text);
  }
}
