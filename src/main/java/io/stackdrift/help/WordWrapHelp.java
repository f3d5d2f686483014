package io.stackdrift.help;

import java.util.List;
import picocli.CommandLine.Help.Ansi.Text;
import picocli.CommandLine.Help.ColorScheme;
import picocli.CommandLine.Help.Column;
import picocli.CommandLine.Help.TextTable;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine;

/**
 * Help wrapped at spaces only. picocli wraps with the JDK's line BreakIterator, which allows a break after
 * a '.' followed by a letter: at 80 columns help read "stackkit." / "drift-report/v1", "detect." /
 * "timeout", "e." / "g.", "~/." / "config". Descriptions, footers and option texts are wrapped here
 * instead; a word longer than its column still breaks as picocli breaks it.
 */
public final class WordWrapHelp extends Help {
  public static final CommandLine.IHelpFactory FACTORY = WordWrapHelp::new;

  private WordWrapHelp(CommandSpec spec, ColorScheme scheme) {
    super(spec, scheme);
  }

  @Override
  public String description(Object... params) {
    return join(commandSpec().usageMessage().description(), params);
  }

  @Override
  public String footer(Object... params) {
    return join(commandSpec().usageMessage().footer(), params);
  }

  @Override
  public Layout createDefaultLayout(List<OptionSpec> options, List<PositionalParamSpec> positionals,
      ColorScheme scheme) {
    int longOptions = calcLongOptionColumnWidth(options, positionals, scheme);
    TextTable columns = TextTable.forDefaultColumns(scheme, longOptions, width());
    return new Layout(scheme, new WordTable(scheme, columns.columns()), createDefaultOptionRenderer(),
        createDefaultParameterRenderer());
  }

  private String join(String[] lines, Object... params) {
    if (lines == null) {
      return "";
    }
    WordTable table = new WordTable(colorScheme(), new Column[] {new Column(width(), 0, Column.Overflow.WRAP)});
    table.indentWrappedLines = 0;
    for (String line : lines) {
      table.addRowValues(format(line, params));
    }
    return table.toString();
  }

  /**
   * {@code text} broken at spaces as the help breaks its lines, to {@code width} columns, each line
   * indented by {@code indent}: for text beside the commands' help (a help topic).
   */
  public static String paragraph(String text, int width, int indent) {
    WordTable table = new WordTable(Help.defaultColorScheme(Help.Ansi.OFF),
        new Column[] {new Column(width, indent, Column.Overflow.WRAP)});
    table.indentWrappedLines = 0;
    table.addRowValues(text);
    return table.toString();
  }

  /** As picocli formats a help line: a line that is not a valid format string is shown as written. */
  private static String format(String line, Object... params) {
    try {
      return line == null ? "" : String.format(line, params);
    } catch (java.util.IllegalFormatException e) {
      return line;
    }
  }

  private int width() {
    return commandSpec().usageMessage().width();
  }

  /** A text table whose wrapping columns break lines at spaces only. */
  public static final class WordTable extends TextTable {
    WordTable(ColorScheme scheme, Column[] columns) {
      super(scheme, columns);
    }

    @Override
    public Cell putValue(int row, int col, Text value) {
      Column column = columns()[col];
      if (column.overflow != Column.Overflow.WRAP || value == null) {
        return super.putValue(row, col, value);
      }
      String plain = value.plainString();
      Cell cell = null;
      int start = 0;
      while (start < plain.length() || cell == null) {
        int indent = column.indent + (cell == null ? 0 : indentWrappedLines);
        int end = lineEnd(plain, start, column.width - indent);
        Text line = value.substring(start, end);
        if (cell != null) {
          addEmptyRow();
          row = cell.row + 1;
          line = value.substring(0, 0).concat(" ".repeat(indentWrappedLines)).concat(line);
        }
        cell = super.putValue(row, col, line);
        start = end;
        while (start < plain.length() && plain.charAt(start) == ' ') {
          start++;
        }
      }
      return cell;
    }

    /**
     * Where the line from start ends: at the last space that lets it fit, else after its first word;
     * never between a label and its value, nor inside a quoted command ('stackdrift help detect'), which
     * a reader copies whole.
     */
    public static int lineEnd(String text, int start, int room) {
      if (text.length() - start <= room) {
        return text.length();
      }
      int wordStart = start;
      while (wordStart < text.length() && text.charAt(wordStart) == ' ') {
        wordStart++;
      }
      int space = text.lastIndexOf(' ', start + room);
      while (space > wordStart && !breakable(text, space)) {
        space = text.lastIndexOf(' ', space - 1);
      }
      if (space > wordStart) {
        return space;
      }
      int after = text.indexOf(' ', wordStart);
      while (after >= 0 && !breakable(text, after)) {
        after = text.indexOf(' ', after + 1);
      }
      return after < 0 ? text.length() : after;
    }

    /** A label stays with its value ({@code default: table}) and a quoted command stays whole. */
    static boolean breakable(String text, int space) {
      return !(space > 0 && text.charAt(space - 1) == ':') && !quoted(text, space);
    }

    /**
     * Whether the space at {@code at} is inside a quotation: after a {@code '} that opens one (at the
     * start or after a space or parenthesis, so not an apostrophe) and before the {@code '} closing it.
     */
    static boolean quoted(String text, int at) {
      int open = text.lastIndexOf('\'', at);
      if (open < 0 || (open > 0 && " (".indexOf(text.charAt(open - 1)) < 0)) {
        return false;
      }
      int close = text.indexOf('\'', at);
      return close > at && text.substring(open + 1, close).indexOf('\'') < 0;
    }
  }
}
