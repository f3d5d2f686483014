package io.stackdrift.render;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * hclwrite's Format (terramate-io/hcl v2.0.0-rc6): only the blanks between tokens change. Each line is
 * indented two spaces per open bracket of the lines before it, tokens on a line are spaced by fixed rules,
 * and the {@code =} of attributes on consecutive lines, and comments ending consecutive lines, are aligned.
 * The blanks before the end of the file are kept as they were.
 */
final class Layout {
  /** A line's cells: everything up to the {@code =}, the assignment from it, and a trailing comment. */
  private record Line(Cell lead, Cell assign, Cell comment) {}

  /** Tokens {@code [from, to)}; null where a line has no such cell. */
  private record Cell(int from, int to) {
    boolean isEmpty() {
      return from == to;
    }
  }

  /** An extended grapheme cluster, as hclwrite's textseg counts columns. */
  private static final Pattern GRAPHEME = Pattern.compile("\\X");

  private final List<Token> tokens;
  private final int[] spaces;

  private Layout(List<Token> tokens) {
    this.tokens = tokens;
    this.spaces = new int[tokens.size()];
    for (int i = 0; i < spaces.length; i++) {
      spaces[i] = tokens.get(i).gap();
    }
  }

  static String print(List<Token> tokens) {
    Layout layout = new Layout(tokens);
    List<Line> lines = layout.lines();
    layout.indent(lines);
    layout.space(lines);
    layout.align(lines);
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < tokens.size(); i++) {
      out.append(" ".repeat(layout.spaces[i])).append(tokens.get(i).text());
    }
    return out.toString();
  }

  private List<Line> lines() {
    List<Cell> leads = new ArrayList<>();
    int lineStart = 0;
    boolean ended = false;
    for (int i = 0; i < tokens.size() && !ended; i++) {
      Token token = tokens.get(i);
      if (token.is(TokenType.EOF)) {
        leads.add(new Cell(lineStart, i));
        ended = true;
      } else if (token.endsLine()) {
        leads.add(new Cell(lineStart, i + 1));
        lineStart = i + 1;
      }
    }
    if (!ended && lineStart < tokens.size()) {
      leads.add(new Cell(lineStart, tokens.size()));
    }
    List<Line> lines = new ArrayList<>();
    for (Cell lead : leads) {
      lines.add(cells(lead));
    }
    return lines;
  }

  private Line cells(Cell whole) {
    if (whole.isEmpty()) {
      return new Line(whole, null, null);
    }
    Cell lead = whole;
    Cell comment = null;
    if (lead.to - lead.from > 1 && tokens.get(lead.to - 1).is(TokenType.COMMENT)) {
      comment = new Cell(lead.to - 1, lead.to);
      lead = new Cell(lead.from, lead.to - 1);
    }
    for (int i = lead.from + 1; i < lead.to; i++) {
      if (!tokens.get(i).is(TokenType.EQUAL)) {
        continue;
      }
      if (bracketChange(i, lead.to) == 0) {
        return new Line(new Cell(lead.from, i), new Cell(i, lead.to), comment);
      }
      break;
    }
    return new Line(lead, null, comment);
  }

  private int bracketChange(int from, int to) {
    int change = 0;
    for (int i = from; i < to; i++) {
      change += tokens.get(i).type().bracketChange();
    }
    return change;
  }

  /**
   * A line that opens brackets on balance indents the lines after it by one level, however many it
   * opened; a line that closes them goes back as many levels as it closes the openings of.
   */
  private void indent(List<Line> lines) {
    List<Integer> indents = new ArrayList<>();
    for (Line line : lines) {
      if (line.lead.isEmpty()) {
        continue;
      }
      int first = line.lead.from;
      if (tokens.get(first).is(TokenType.NEWLINE)) {
        spaces[first] = 0;
        continue;
      }
      int net = 0;
      for (int i = line.lead.from; i < line.lead.to; i++) {
        net += tokens.get(i).type().bracketChange();
        if (tokens.get(i).is(TokenType.O_HEREDOC)) {
          break;
        }
      }
      if (line.assign != null) {
        net += bracketChange(line.assign.from, line.assign.to);
      }
      if (net > 0) {
        spaces[first] = 2 * indents.size();
        indents.add(net);
        continue;
      }
      int closed = -net;
      while (closed > 0 && !indents.isEmpty()) {
        int top = indents.get(indents.size() - 1);
        if (closed >= top) {
          closed -= top;
          indents.remove(indents.size() - 1);
        } else {
          indents.set(indents.size() - 1, top - closed);
          closed = 0;
        }
      }
      spaces[first] = 2 * indents.size();
    }
  }

  private void space(List<Line> lines) {
    for (Line line : lines) {
      spaceCell(line.lead);
      if (line.assign != null) {
        spaces[line.assign.from] = 1;
        spaceCell(line.assign);
      }
    }
  }

  private void spaceCell(Cell cell) {
    for (int i = cell.from; i + 1 < cell.to; i++) {
      Token before = i > cell.from ? tokens.get(i - 1) : null;
      spaces[i + 1] = Spacing.spaceAfter(tokens.get(i), before, tokens.get(i + 1)) ? 1 : 0;
    }
  }

  /** Consecutive lines with an assignment align their {@code =}; then consecutive trailing comments align. */
  private void align(List<Line> lines) {
    int chainStart = -1;
    int widest = 0;
    for (int i = 0; i <= lines.size(); i++) {
      Line line = i < lines.size() ? lines.get(i) : null;
      if (line == null || line.assign == null) {
        if (chainStart != -1) {
          for (Line chained : lines.subList(chainStart, i)) {
            spaces[chained.assign.from] = widest - columns(chained.lead) + 1;
          }
        }
        chainStart = -1;
        widest = 0;
        continue;
      }
      chainStart = chainStart == -1 ? i : chainStart;
      widest = Math.max(widest, columns(line.lead));
    }
    for (int i = 0; i <= lines.size(); i++) {
      Line line = i < lines.size() ? lines.get(i) : null;
      if (line == null || line.comment == null) {
        if (chainStart != -1) {
          for (Line chained : lines.subList(chainStart, i)) {
            spaces[chained.comment.from] = widest - columns(chained.lead) - columns(chained.assign) + 1;
          }
        }
        chainStart = -1;
        widest = 0;
        continue;
      }
      chainStart = chainStart == -1 ? i : chainStart;
      widest = Math.max(widest, columns(line.lead) + columns(line.assign));
    }
  }

  /** Columns as hclwrite counts them: each blank one, each grapheme cluster of text one. */
  private int columns(Cell cell) {
    if (cell == null) {
      return 0;
    }
    int columns = 0;
    for (int i = cell.from; i < cell.to; i++) {
      columns += spaces[i] + graphemes(tokens.get(i).text());
    }
    return columns;
  }

  private static int graphemes(String text) {
    if (text.chars().allMatch(c -> c >= 0x20 && c < 0x7f)) {
      return text.length();
    }
    Matcher clusters = GRAPHEME.matcher(text);
    int count = 0;
    while (clusters.find()) {
      count++;
    }
    return count;
  }
}
