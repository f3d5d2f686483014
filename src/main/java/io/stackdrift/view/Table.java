package io.stackdrift.view;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BinaryOperator;

/**
 * Aligned columns under a header, two spaces apart, as every table of the tool prints them. With a
 * width (a terminal's columns) the table fits it: first the columns marked {@link
 * Column#leftOutWhenNarrow} are left out (a value cut short cannot be pasted, a missing role column
 * loses little); then the columns that may be shortened are, the highest {@code rank} first and the
 * widest of a rank first, down to their minimum; only if that is not enough, path columns too, after
 * leaving out the directories all their paths share ({@link Elision#withoutCommonDirectories}). A
 * value is cut with an ellipsis, never wrapped, so a row stays one line. Width 0 keeps every value
 * whole.
 * A row may carry a note printed after its last value; on a terminal a note that does not fit there
 * goes on a line of its own below the row, indented under the second column. A row may also carry
 * lines of its own below it (a target's resource changes), cut at the width. Cells are text already
 * made safe ({@link TerminalText}).
 */
public final class Table {
  /** How a value too wide for its column is shortened. */
  public enum Fit {
    /** Never: status words, counts, durations, times. */
    KEEP,
    /** An ellipsis in the middle, more of the end kept: ids differ at both ends. */
    MIDDLE,
    /**
     * Paths: a stack's name after the path dropped first, then common directories, then leading
     * ones ({@link Elision#path}).
     */
    PATH,
    /** An ellipsis at the end: free text, lists. */
    END
  }

  /**
   * One column. {@code min}: for a kept column its least width (a status column as wide as its
   * longest word, whichever statuses appear), for a shortened one how far it may be narrowed. {@code
   * paint} turns the padded text of a cell into what is printed (colour), given the cell's value; the
   * widths are those of the plain text.
   */
  public record Column(String header, Fit fit, int min, int rank, BinaryOperator<String> paint, boolean droppable) {
    public static Column kept(String header) {
      return kept(header, header.length());
    }

    public static Column kept(String header, int min) {
      return new Column(header, Fit.KEEP, Math.max(min, header.length()), 0, (value, padded) -> padded, false);
    }

    public static Column shortened(String header, Fit fit, int min, int rank) {
      return new Column(header, fit, Math.max(min, header.length()), rank, (value, padded) -> padded, false);
    }

    public Column painted(BinaryOperator<String> how) {
      return new Column(header, fit, min, rank, how, droppable);
    }

    /** A column left out whole when the table does not fit, before any value is cut. */
    public Column leftOutWhenNarrow() {
      return new Column(header, fit, min, rank, paint, true);
    }
  }

  private record Row(List<String> cells, String note, List<String> below) {}

  private static final String GAP = "  ";

  private final List<Column> columns;
  private final int width;
  private final List<Row> rows = new ArrayList<>();
  private String indent = "";

  /** {@code width}: the terminal's columns, 0 for no limit. */
  public Table(List<Column> columns, int width) {
    this.columns = List.copyOf(columns);
    this.width = width;
  }

  /** Indents every line, header included (a table inside a section). */
  public Table indented(String prefix) {
    this.indent = prefix;
    return this;
  }

  public Table row(List<String> cells) {
    return row(cells, "");
  }

  /** A row and its note ("" for none). */
  public Table row(List<String> cells, String note) {
    return row(cells, note, List.of());
  }

  /** A row, its note, and lines printed below it as given (indented by the caller), cut at the width. */
  public Table row(List<String> cells, String note, List<String> below) {
    if (cells.size() != columns.size()) {
      throw new IllegalArgumentException(cells.size() + " cells for " + columns.size() + " columns");
    }
    rows.add(new Row(List.copyOf(cells), note == null ? "" : note, List.copyOf(below)));
    return this;
  }

  public String render() {
    if (width > 0 && columns.stream().anyMatch(Column::droppable)
        && overflow(natural(rows.stream().map(Row::cells).toList())) > 0) {
      return withoutDroppedColumns().render();
    }
    List<List<String>> shown = rows.stream().map(Row::cells).toList();
    int[] widths = natural(shown);
    if (width > 0 && overflow(widths) > 0) {
      narrow(widths, false);
    }
    if (width > 0 && overflow(widths) > 0) {
      shown = withoutCommonDirectories(shown);
      widths = natural(shown);
      narrow(widths, true);
    }
    StringBuilder out = new StringBuilder();
    line(out, columns.stream().map(Column::header).toList(), widths, false);
    out.append('\n');
    for (int r = 0; r < rows.size(); r++) {
      int length = line(out, shown.get(r), widths, true);
      note(out, rows.get(r).note(), length, widths[0]);
      for (String line : rows.get(r).below()) {
        out.append(indent).append(width == 0 ? line : Elision.end(line, Math.max(1, width - indent.length())))
            .append('\n');
      }
    }
    return out.toString();
  }

  /** The same table without its droppable columns. */
  private Table withoutDroppedColumns() {
    return keeping(i -> !columns.get(i).droppable());
  }

  /** The same table, rows included, without the columns of these headers. */
  public Table without(java.util.Collection<String> headers) {
    return keeping(i -> !headers.contains(columns.get(i).header()));
  }

  private Table keeping(java.util.function.IntPredicate column) {
    List<Integer> kept = new ArrayList<>();
    for (int i = 0; i < columns.size(); i++) {
      if (column.test(i)) {
        kept.add(i);
      }
    }
    Table table = new Table(kept.stream().map(columns::get).toList(), width).indented(indent);
    for (Row r : rows) {
      table.rows.add(new Row(kept.stream().map(r.cells()::get).toList(), r.note(), r.below()));
    }
    return table;
  }

  /**
   * Appends one line without its line break; returns its length in columns. Empty cells at the end
   * are left out and the last cell is not padded, so no line ends in blanks.
   */
  private int line(StringBuilder out, List<String> cells, int[] widths, boolean paint) {
    int last = cells.size() - 1;
    while (last > 0 && cells.get(last).isEmpty()) {
      last--;
    }
    int length = indent.length();
    out.append(indent);
    for (int i = 0; i <= last; i++) {
      String text = shorten(cells.get(i), widths[i], columns.get(i).fit());
      String padded = i == last ? text : pad(text, widths[i]);
      String gap = i == last ? "" : GAP;
      length += Elision.length(padded) + gap.length();
      out.append(paint ? columns.get(i).paint().apply(cells.get(i), padded) : padded).append(gap);
    }
    return length;
  }

  private void note(StringBuilder out, String note, int rowLength, int firstWidth) {
    if (note.isEmpty()) {
      out.append('\n');
      return;
    }
    if (width == 0 || rowLength + GAP.length() + Elision.length(note) <= width) {
      out.append(GAP).append(note).append('\n');
      return;
    }
    String under = indent + " ".repeat(firstWidth) + GAP;
    out.append('\n').append(under).append(Elision.end(note, Math.max(1, width - under.length()))).append('\n');
  }

  /** Each column's width with every value whole. */
  private int[] natural(List<List<String>> cells) {
    int[] widths = new int[columns.size()];
    for (int i = 0; i < widths.length; i++) {
      Column c = columns.get(i);
      widths[i] = c.fit() == Fit.KEEP ? c.min() : Elision.length(c.header());
      for (List<String> row : cells) {
        widths[i] = Math.max(widths[i], Elision.length(row.get(i)));
      }
    }
    return widths;
  }

  private int overflow(int[] widths) {
    int total = indent.length() + GAP.length() * (widths.length - 1);
    for (int w : widths) {
      total += w;
    }
    return total - width;
  }

  private List<List<String>> withoutCommonDirectories(List<List<String>> cells) {
    List<List<String>> out = new ArrayList<>(cells.stream().map(ArrayList::new).toList());
    for (int i = 0; i < columns.size(); i++) {
      if (columns.get(i).fit() == Fit.PATH) {
        int column = i;
        List<String> paths = Elision.withoutCommonDirectories(cells.stream().map(row -> row.get(column)).toList());
        for (int r = 0; r < out.size(); r++) {
          out.get(r).set(i, paths.get(r));
        }
      }
    }
    return out.stream().map(List::copyOf).toList();
  }

  /**
   * Narrows the columns that may be shortened until the table fits, as far as their minimums allow;
   * paths only when {@code paths} (a whole path can be pasted, a shortened one cannot).
   */
  private void narrow(int[] widths, boolean paths) {
    for (int excess = overflow(widths); excess > 0; excess--) {
      int next = nextToNarrow(widths, paths);
      if (next < 0) {
        return;
      }
      widths[next]--;
    }
  }

  /** Of the columns above their minimum, one of the highest rank, the widest of them. */
  private int nextToNarrow(int[] widths, boolean paths) {
    int best = -1;
    for (int i = 0; i < widths.length; i++) {
      Column c = columns.get(i);
      if (c.fit() == Fit.KEEP || (c.fit() == Fit.PATH && !paths) || widths[i] <= c.min()) {
        continue;
      }
      Column b = best < 0 ? null : columns.get(best);
      if (b == null || c.rank() > b.rank() || (c.rank() == b.rank() && widths[i] > widths[best])) {
        best = i;
      }
    }
    return best;
  }

  private static String shorten(String text, int width, Fit fit) {
    return switch (fit) {
      case KEEP -> text;
      case MIDDLE -> Elision.middle(text, width);
      case PATH -> Elision.path(withoutName(text, width), width);
      case END -> Elision.end(text, width);
    };
  }

  /**
   * A stack's label ({@code stacks/db (orders)}, {@link StackNames}) too wide for its column loses
   * its name before its path is cut: the path is what {@code --stack} takes.
   */
  private static String withoutName(String text, int width) {
    int open = text.lastIndexOf(" (");
    if (Elision.length(text) <= width || open <= 0 || !text.endsWith(")")) {
      return text;
    }
    return text.substring(0, open);
  }

  static String pad(String text, int width) {
    int n = Elision.length(text);
    return n >= width ? text : text + " ".repeat(width - n);
  }
}
