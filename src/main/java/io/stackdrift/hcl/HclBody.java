package io.stackdrift.hcl;

import java.util.List;

/** The attributes and blocks of an HCL body, in file order. */
public record HclBody(List<Attribute> attributes, List<Block> blocks) {

  /**
   * An attribute; {@code value} is its literal value, or {@link #NOT_LITERAL} for any expression;
   * {@code expression} its tokens and {@code source} its text, starting at {@code sourceLine} and
   * {@code sourceColumn}, for the attributes of kept blocks that are evaluated (see
   * {@link HclExpression#parse}).
   */
  public record Attribute(String name, Object value, int line, int column, List<HclToken> expression,
      String source, int sourceLine, int sourceColumn) {}

  public record Block(String type, List<String> labels, HclBody body, int line, int column) {}

  /**
   * Marks an expression that is not a plain literal; its source is kept, to be parsed
   * ({@link HclExpression}) and evaluated.
   */
  public static final Object NOT_LITERAL = new Object() {
    @Override
    public String toString() {
      return "<expression>";
    }
  };

  public List<Block> blocks(String type) {
    return blocks.stream().filter(b -> b.type().equals(type)).toList();
  }
}
