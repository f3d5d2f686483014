package io.stackdrift.eval;

import io.stackdrift.hcl.Node;
import io.stackdrift.hcl.TemplateForNode;
import io.stackdrift.hcl.TemplateIfNode;
import io.stackdrift.hcl.TemplateNode;

/** String templates: their parts joined as strings, directives appending into the same builder. */
final class Templates {
  private Templates() {}

  static Object template(TemplateNode node, Evaluation ev) throws HclEvalException {
    StringBuilder out = new StringBuilder();
    append(node, out, ev);
    return ev.built(out.toString(), node);
  }

  static Object directive(TemplateIfNode node, Evaluation ev) throws HclEvalException {
    StringBuilder out = new StringBuilder();
    append(node, out, ev);
    return out.toString();
  }

  static Object directive(TemplateForNode node, Evaluation ev) throws HclEvalException {
    StringBuilder out = new StringBuilder();
    append(node, out, ev);
    return out.toString();
  }

  /** Appends the parts; directives append their own parts into the same builder. */
  private static void append(TemplateNode node, StringBuilder out, Evaluation ev) throws HclEvalException {
    for (Node part : node.parts()) {
      if (part instanceof TemplateIfNode directive) {
        ev.count(part);
        append(directive, out, ev);
      } else if (part instanceof TemplateForNode directive) {
        ev.count(part);
        append(directive, out, ev);
      } else {
        out.append(interpolated(ev.evaluate(part), part));
      }
      Limits.check(out, node.span().line(), node.span().column());
    }
  }

  private static void append(TemplateIfNode node, StringBuilder out, Evaluation ev) throws HclEvalException {
    if (ev.test(node.condition(), "the %{ if } condition")) {
      append(node.then(), out, ev);
    } else if (node.otherwise() != null) {
      append(node.otherwise(), out, ev);
    }
  }

  private static void append(TemplateForNode node, StringBuilder out, Evaluation ev) throws HclEvalException {
    Evaluation.Scope outer = ev.locals();
    try {
      for (Iteration.Entry entry : Iteration.entries(ev.evaluate(node.collection()), node.collection(),
          "a %{ for } directive")) {
        ev.count(node);
        ev.locals(Iteration.scope(outer, node.key(), node.value(), entry));
        append(node.body(), out, ev);
      }
    } finally {
      ev.locals(outer);
    }
  }

  /** A value as a template includes it: primitives as strings; null and collections are errors, as in HCL. */
  private static String interpolated(Object value, Node at) throws HclEvalException {
    if (value == HclValues.NULL) {
      throw HclEvalException.of(at, "cannot include null in a string template (" + at.span().text() + " is null)");
    }
    String text = Conversions.toText(value);
    if (text == null) {
      throw HclEvalException.of(at, "cannot include " + HclValues.describe(value) + " in a string template ("
          + at.span().text() + "); use tm_join or tm_jsonencode to make it a string");
    }
    return text;
  }
}
