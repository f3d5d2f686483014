package io.stackdrift.hcl;

import java.util.List;

/** A string template: literal parts, interpolations and directives, joined as strings. */
record TemplateNode(Span span, List<Node> parts) implements Node {
  @Override
  public Object evaluate(Evaluation ev) throws HclEvalException {
    StringBuilder out = new StringBuilder();
    appendTo(out, ev);
    return ev.built(out.toString(), this);
  }

  /** Appends the parts; directives append their own parts into the same builder. */
  void appendTo(StringBuilder out, Evaluation ev) throws HclEvalException {
    for (Node part : parts) {
      if (part instanceof TemplateIfNode directive) {
        ev.count(part);
        directive.appendTo(out, ev);
      } else if (part instanceof TemplateForNode directive) {
        ev.count(part);
        directive.appendTo(out, ev);
      } else {
        out.append(interpolated(ev.evaluate(part), part));
      }
      Limits.check(out, span.line(), span.column());
    }
  }

  /** A value as a template includes it: primitives as strings; null and collections are errors, as in HCL. */
  static String interpolated(Object value, Node at) throws HclEvalException {
    if (value == HclValues.NULL) {
      throw at.error("cannot include null in a string template (" + at.span().text() + " is null)");
    }
    String text = Conversions.toText(value);
    if (text == null) {
      throw at.error("cannot include " + HclValues.describe(value) + " in a string template ("
          + at.span().text() + "); use tm_join or tm_jsonencode to make it a string");
    }
    return text;
  }
}
