package io.stackdrift.render;

import io.stackdrift.eval.Evaluator;
import io.stackdrift.eval.ExpressionValue;
import io.stackdrift.eval.HclContext;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.StepBudget;
import io.stackdrift.hcl.BinaryNode;
import io.stackdrift.hcl.CallNode;
import io.stackdrift.hcl.ConditionalNode;
import io.stackdrift.hcl.ForNode;
import io.stackdrift.hcl.HclExpression;
import io.stackdrift.hcl.HclSyntaxException;
import io.stackdrift.hcl.LiteralNode;
import io.stackdrift.hcl.Node;
import io.stackdrift.hcl.ObjectNode;
import io.stackdrift.hcl.ParenNode;
import io.stackdrift.hcl.Span;
import io.stackdrift.hcl.SplatItemNode;
import io.stackdrift.hcl.SplatNode;
import io.stackdrift.hcl.TemplateForNode;
import io.stackdrift.hcl.TemplateIfNode;
import io.stackdrift.hcl.TemplateNode;
import io.stackdrift.hcl.TraversalNode;
import io.stackdrift.hcl.TupleNode;
import io.stackdrift.hcl.UnaryNode;
import io.stackdrift.hcl.VariableNode;
import io.stackdrift.stdlib.FunctionLibrary;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Terramate v0.17.2's partial evaluation of a generate_hcl expression (hcl/eval/partial_eval.go) and
 * its printing (hcl/ast TokensForExpression): traversals of Terramate's namespaces, tm_ calls,
 * indexes, splats and for expressions whose every part is known become their values; anything that
 * reads another namespace ({@code var.x}, {@code local.y}) or calls a function that is not tm_ stays as
 * written, with its known parts evaluated inside it; operators and conditionals are never folded.
 * The text it gives is spaced loosely: the formatter lays it out.
 */
final class PartialEvaluator {
  private static final Evaluator EVALUATOR = new Evaluator(FunctionLibrary.TERRAMATE);
  private static final long EXPRESSION_STEPS = 1_000_000;
  /** What a held expression may read while printed: nothing (its names print as written). */
  private static final HclContext NOTHING = name -> {
    throw new HclEvalException("unknown variable namespace: " + name, 0, 0);
  };

  /** A printed expression: its text, whether it holds anything unknown, and how a template may merge it. */
  record Rendered(String text, boolean unknown, String quotedInner, boolean mergeable) {
    static Rendered unknown(String text) {
      return new Rendered(text, true, null, false);
    }
  }

  private final StepBudget budget;
  /** Prints an expression as written, evaluating nothing (not even tm_ calls): a held tm_hcl_expression. */
  private final boolean verbatim;

  PartialEvaluator(StepBudget budget) {
    this(budget, false);
  }

  private PartialEvaluator(StepBudget budget, boolean verbatim) {
    this.budget = budget;
    this.verbatim = verbatim;
  }

  /** The full value of {@code node} (a condition, a let, a for_each). */
  Object evaluate(Node node, Scope scope) throws HclEvalException {
    return EVALUATOR.evaluate(HclExpression.of(node), scope, budget); // the node as parsed: no second parse
  }

  Object evaluate(HclExpression expression, Scope scope) throws HclEvalException {
    return EVALUATOR.evaluate(expression, scope, budget);
  }

  /**
   * Terramate's PartialEval of a whole attribute: partially evaluated, then, when nothing in it is
   * unknown and it is not a literal or a string template, evaluated to its value.
   */
  Rendered renderAttribute(Node node, Scope scope) throws HclEvalException {
    Rendered rendered = render(node, scope);
    if (rendered.unknown() || node instanceof LiteralNode || node instanceof TemplateNode || wrapped(node)) {
      return rendered;
    }
    return value(evaluate(node, scope));
  }

  Rendered render(Node node, Scope scope) throws HclEvalException {
    if (wrapped(node)) {
      Rendered inner = renderInner(node, scope);
      if (!inner.unknown()) {
        return inner;
      }
      return new Rendered("\"${" + inner.text() + "}\"", true, "${" + inner.text() + "}", false);
    }
    return renderInner(node, scope);
  }

  private Rendered renderInner(Node node, Scope scope) throws HclEvalException {
    if (!verbatim) {
      return renderKnown(node, scope);
    }
    budget.spend(1);
    if (node instanceof CallNode call) {
      return printedCall(call, scope);
    }
    if (node instanceof TemplateIfNode || node instanceof TemplateForNode
        || (node instanceof TemplateNode t && t.parts().stream().anyMatch(
            p -> p instanceof TemplateIfNode || p instanceof TemplateForNode))) {
      return Rendered.unknown(node.span().text());
    }
    Rendered rendered = renderKnown(node, scope);
    // unknown, so that nothing around it is evaluated either
    return new Rendered(rendered.text(), true, rendered.quotedInner(), rendered.mergeable());
  }

  private Rendered renderKnown(Node node, Scope scope) throws HclEvalException {
    budget.spend(1);
    if (node instanceof LiteralNode literal) {
      return literal(literal);
    } else if (node instanceof TemplateNode template) {
      return template(template, scope);
    } else if (node instanceof VariableNode variable) {
      return scope.knows(variable.name()) ? value(evaluate(node, scope)) : Rendered.unknown(variable.name());
    } else if (node instanceof TraversalNode traversal) {
      return traversal(traversal, scope);
    } else if (node instanceof CallNode call) {
      return call(call, scope);
    } else if (node instanceof TupleNode tuple) {
      return tuple(tuple, scope);
    } else if (node instanceof ObjectNode object) {
      return object(object, scope);
    } else if (node instanceof BinaryNode binary) {
      Rendered left = render(binary.left(), scope);
      Rendered right = render(binary.right(), scope);
      return new Rendered(left.text() + " " + binary.operator().symbol + " " + right.text(),
          left.unknown() || right.unknown(), null, false);
    } else if (node instanceof UnaryNode unary) {
      Rendered operand = render(unary.operand(), scope);
      return new Rendered(unary.operator() + operand.text(), operand.unknown(), null, false);
    } else if (node instanceof ConditionalNode c) {
      Rendered condition = render(c.condition(), scope);
      Rendered whenTrue = render(c.whenTrue(), scope);
      Rendered whenFalse = render(c.whenFalse(), scope);
      return new Rendered(condition.text() + " ? " + whenTrue.text() + " : " + whenFalse.text(),
          condition.unknown() || whenTrue.unknown() || whenFalse.unknown(), null, false);
    } else if (node instanceof ParenNode paren) {
      Rendered inner = render(paren.inner(), scope);
      return new Rendered("(" + inner.text() + ")", inner.unknown(), null, false);
    } else if (node instanceof ForNode forNode) {
      return forExpression(forNode, scope);
    } else if (node instanceof SplatNode splat) {
      return splat(splat, scope);
    } else if (node instanceof TemplateIfNode || node instanceof TemplateForNode) {
      return whole(node, scope);
    }
    return new Rendered("", false, null, false);
  }

  /** A template directive: evaluated whole when it reads nothing unknown, else not supported. */
  private Rendered whole(Node node, Scope scope) throws HclEvalException {
    if (readsUnknown(node, scope, Set.of())) {
      throw unsupported(node, "a template directive (%{ if } or %{ for }) reading values that are not Terramate's");
    }
    return value(evaluate(node, scope));
  }

  private Rendered literal(LiteralNode literal) throws HclEvalException {
    if (literal.value() instanceof String text && quotedInSource(literal.span())) {
      return templateOf(List.of(new Piece(ValueText.quoted(text), true)));
    }
    return value(literal.value());
  }

  static Rendered value(Object value) throws HclEvalException {
    String text = ValueText.of(value);
    if (value instanceof String s) {
      return new Rendered(text, false, ValueText.quoted(s), false);
    }
    boolean mergeable = value instanceof BigDecimal || value instanceof Boolean;
    return new Rendered(text, false, null, mergeable);
  }

  /** One piece of a template as printed: literal text (escaped as in quotes) or anything else. */
  private record Piece(String text, boolean literal) {}

  private Rendered template(TemplateNode template, Scope scope) throws HclEvalException {
    for (Node part : template.parts()) {
      if (part instanceof TemplateIfNode || part instanceof TemplateForNode) {
        if (readsUnknown(template, scope, Set.of())) {
          throw unsupported(template, "a template directive (%{ if } or %{ for }) reading values that are not "
              + "Terramate's");
        }
        Object value = evaluate(template, scope);
        return templateOf(List.of(new Piece(ValueText.quoted(String.valueOf(value)), true)));
      }
    }
    List<Piece> pieces = new ArrayList<>();
    boolean unknown = false;
    for (Node part : template.parts()) {
      if (part instanceof LiteralNode literal && literal.value() instanceof String text) {
        pieces.add(new Piece(ValueText.quoted(text), true));
        continue;
      }
      Rendered rendered = renderInner(part, scope);
      unknown |= rendered.unknown();
      if (rendered.quotedInner() != null) {
        pieces.add(new Piece(rendered.quotedInner(), true));
      } else if (rendered.text().length() >= 2 && rendered.text().startsWith("\"")
          && rendered.text().endsWith("\"")) { // Terramate merges whatever its printer opens with a quote
        pieces.add(new Piece(rendered.text().substring(1, rendered.text().length() - 1), true));
      } else if (rendered.mergeable()) {
        pieces.add(new Piece(rendered.text(), false));
      } else {
        pieces.add(new Piece("${" + rendered.text() + "}", false));
      }
    }
    Rendered printed = templateOf(pieces);
    return new Rendered(printed.text(), unknown, printed.quotedInner(), false);
  }

  /** Terramate's templateTokens: a quoted string, or a heredoc when its last literal ends with a newline. */
  private static Rendered templateOf(List<Piece> pieces) {
    StringBuilder inner = new StringBuilder();
    pieces.forEach(p -> inner.append(p.text()));
    Piece last = pieces.isEmpty() ? null : pieces.get(pieces.size() - 1);
    if (last != null && last.literal() && isHeredoc(lastLine(last.text()))) {
      StringBuilder heredoc = new StringBuilder("<<-EOT\n");
      for (Piece p : pieces) {
        heredoc.append(p.literal() ? unescape(p.text()) : p.text());
      }
      heredoc.append("EOT\n");
      return new Rendered(heredoc.toString(), false, null, false);
    }
    return new Rendered("\"" + inner + "\"", false, inner.toString(), false);
  }

  /** The last of the pieces a quoted literal is cut into, each ending after a {@code \n} escape. */
  private static String lastLine(String escaped) {
    int previous = 0;
    int lastBoundary = 0;
    for (int i = 0; i < escaped.length() - 1; i++) {
      if (escaped.charAt(i) == '\\') {
        if (escaped.charAt(i + 1) == 'n') {
          previous = lastBoundary;
          lastBoundary = i + 2;
        }
        i++;
      }
    }
    return lastBoundary == escaped.length() ? escaped.substring(previous) : escaped.substring(lastBoundary);
  }

  private static boolean isHeredoc(String bytes) {
    int last = bytes.length() - 1;
    boolean heredoc = bytes.length() > 1 && bytes.charAt(last) == 'n' && bytes.charAt(last - 1) == '\\';
    if (heredoc) {
      if (bytes.length() > 3) {
        heredoc = bytes.charAt(last - 2) != '\\' || bytes.charAt(last - 3) == '\\';
      } else if (bytes.length() > 2) {
        heredoc = bytes.charAt(last - 2) != '\\';
      }
    }
    if (!heredoc) {
      return false;
    }
    for (int i = 1; i < bytes.length(); i++) {
      char c = bytes.charAt(i);
      if (bytes.charAt(i - 1) == '\\' && (c == 'u' || c == 'r')) {
        return false;
      }
    }
    return true;
  }

  /** Terramate's renderString: the escapes of a quoted literal turned back into characters, for a heredoc. */
  private static String unescape(String s) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c != '\\') {
        out.append(c);
        continue;
      }
      if (i == s.length() - 1) {
        out.append('\\');
        break;
      }
      char next = s.charAt(++i);
      switch (next) {
        case '\\' -> out.append('\\');
        case 'n' -> out.append('\n');
        case 't' -> out.append('\t');
        case '"' -> out.append('"');
        default -> out.append('\\').append(next);
      }
    }
    return out.toString();
  }

  private Rendered traversal(TraversalNode traversal, Scope scope) throws HclEvalException {
    List<TraversalNode.Step> steps = traversal.steps();
    Rendered current;
    int next;
    if (traversal.base() instanceof VariableNode root) {
      next = 0;
      while (next < steps.size() && isStatic(steps.get(next))) {
        next++;
      }
      if (!scope.knows(root.name())) {
        StringBuilder text = new StringBuilder(root.name());
        for (int i = 0; i < next; i++) {
          text.append(stepText(steps.get(i)));
        }
        current = Rendered.unknown(text.toString());
      } else {
        current = value(evaluateUpTo(traversal, next, scope));
      }
    } else {
      current = render(traversal.base(), scope);
      next = 0;
    }
    for (int i = next; i < steps.size(); i++) {
      TraversalNode.Step step = steps.get(i);
      if (step.attribute() != null || isStatic(step)) {
        // a relative traversal: evaluated when its source is known
        current = current.unknown() ? Rendered.unknown(current.text() + stepText(step))
            : value(evaluateUpTo(traversal, i + 1, scope));
        continue;
      }
      Rendered key = render(step.index(), scope);
      if (current.unknown() || key.unknown()) {
        current = Rendered.unknown(current.text() + "[" + key.text() + "]");
      } else {
        current = value(evaluateUpTo(traversal, i + 1, scope));
      }
    }
    return current;
  }

  private Object evaluateUpTo(TraversalNode traversal, int steps, Scope scope) throws HclEvalException {
    if (steps == 0) {
      return evaluate(HclExpression.of(traversal.base()), scope);
    }
    Span base = traversal.base().span();
    Span upTo = new Span(base.source(), base.start(), traversal.steps().get(steps - 1).span().end(), base.line(),
        base.column());
    // the traversal's first steps, as parsed: no second parse of their text
    return evaluate(HclExpression.of(new TraversalNode(upTo, traversal.base(), traversal.steps().subList(0, steps))),
        scope);
  }

  private static boolean isStatic(TraversalNode.Step step) {
    return step.attribute() != null || step.index() instanceof LiteralNode literal
        && (literal.value() instanceof BigDecimal || literal.value() instanceof String);
  }

  private static String stepText(TraversalNode.Step step) throws HclEvalException {
    if (step.attribute() != null) {
      return "." + step.attribute();
    }
    return "[" + ValueText.of(((LiteralNode) step.index()).value()) + "]";
  }

  private Rendered call(CallNode call, Scope scope) throws HclEvalException {
    if (call.name().equals("tm_ternary") && call.arguments().size() == 3 && !call.expandLast()) {
      Object condition = evaluate(call.arguments().get(0), scope);
      if (!(condition instanceof Boolean b)) {
        throw new HclEvalException("tm_ternary: the condition must be a bool", call.span().line(),
            call.span().column());
      }
      Rendered branch = render(call.arguments().get(b ? 1 : 2), scope);
      return branch.unknown() ? branch : value(evaluate(call.arguments().get(b ? 1 : 2), scope));
    }
    if (call.name().startsWith("tm_")) {
      return value(evaluate(call, scope));
    }
    return printedCall(call, scope);
  }

  /** A call as written, its arguments rendered. */
  private Rendered printedCall(CallNode call, Scope scope) throws HclEvalException {
    List<String> arguments = new ArrayList<>();
    for (Node argument : call.arguments()) {
      arguments.add(render(argument, scope).text());
    }
    return Rendered.unknown(call.name() + "(" + String.join(", ", arguments) + (call.expandLast() ? "..." : "") + ")");
  }

  /**
   * A tm_hcl_expression value held inside a list or an object (a for expression's, tm_merge's): the
   * expression as Terramate prints the expression it holds, nothing of it read.
   */
  static String expressionText(ExpressionValue value) throws HclEvalException {
    Node parsed;
    try {
      parsed = HclExpression.parse(value.source(), 1, 1).root();
    } catch (HclSyntaxException e) {
      throw new HclEvalException("tm_hcl_expression: " + e.getMessage(), 0, 0);
    }
    PartialEvaluator printer = new PartialEvaluator(new StepBudget(EXPRESSION_STEPS,
        "printing a tm_hcl_expression took too long", () -> false), true);
    return printer.render(parsed, Scope.of(NOTHING, Set.of())).text();
  }

  private Rendered tuple(TupleNode tuple, Scope scope) throws HclEvalException {
    List<String> items = new ArrayList<>();
    boolean unknown = false;
    for (Node item : tuple.items()) {
      Rendered rendered = render(item, scope);
      unknown |= rendered.unknown();
      items.add(rendered.text());
    }
    return new Rendered("[" + String.join(", ", items) + "]", unknown, null, false);
  }

  private Rendered object(ObjectNode object, Scope scope) throws HclEvalException {
    StringBuilder text = new StringBuilder("{");
    if (!object.items().isEmpty()) {
      text.append('\n');
    }
    boolean unknown = false;
    for (ObjectNode.Item item : object.items()) {
      String key;
      if (item.name() != null) {
        key = item.name();
      } else {
        Rendered rendered = render(item.key(), scope);
        unknown |= rendered.unknown();
        key = rendered.text();
      }
      Rendered value = render(item.value(), scope);
      unknown |= value.unknown();
      text.append(key).append(" = ").append(value.text()).append('\n');
    }
    return new Rendered(text.append('}').toString(), unknown, null, false);
  }

  private Rendered forExpression(ForNode forNode, Scope scope) throws HclEvalException {
    Rendered collection = render(forNode.collection(), scope);
    Set<String> bound = new HashSet<>();
    if (forNode.keyVariable() != null) {
      bound.add(forNode.keyVariable());
    }
    bound.add(forNode.valueVariable());
    boolean bodyUnknown = (forNode.resultKey() != null && readsUnknown(forNode.resultKey(), scope, bound))
        || readsUnknown(forNode.resultValue(), scope, bound)
        || (forNode.condition() != null && readsUnknown(forNode.condition(), scope, bound));
    if (!collection.unknown() && !bodyUnknown) {
      return value(evaluate(forNode, scope));
    }
    boolean object = forNode.resultKey() != null;
    StringBuilder text = new StringBuilder(object ? "{for " : "[for ");
    if (forNode.keyVariable() != null) {
      text.append(forNode.keyVariable()).append(", ");
    }
    text.append(forNode.valueVariable()).append(" in ").append(collection.text()).append(" : ");
    if (object) {
      text.append(render(forNode.resultKey(), scope).text()).append(" => ");
    }
    text.append(render(forNode.resultValue(), scope).text());
    if (forNode.grouping()) {
      text.append("...");
    }
    if (forNode.condition() != null) {
      text.append(" if ").append(render(forNode.condition(), scope).text());
    }
    return Rendered.unknown(text.append(object ? "}" : "]").toString());
  }

  private Rendered splat(SplatNode splat, Scope scope) throws HclEvalException {
    Rendered source = render(splat.source(), scope);
    if (!source.unknown() && !readsUnknown(splat.each(), scope, Set.of())) {
      return value(evaluate(splat, scope));
    }
    String each = splat.each() instanceof SplatItemNode ? "" : eachText(splat.each());
    return Rendered.unknown(source.text() + "[*]" + each);
  }

  /** The steps after the splat's marker, as written. */
  private static String eachText(Node each) throws HclEvalException {
    if (each instanceof TraversalNode t && t.base() instanceof SplatItemNode) {
      StringBuilder text = new StringBuilder();
      for (TraversalNode.Step step : t.steps()) {
        if (step.attribute() == null && !isStatic(step)) {
          throw unsupported(each, "a splat whose steps index with an expression");
        }
        text.append(stepText(step));
      }
      return text.toString();
    }
    throw unsupported(each, "this splat expression");
  }

  /** Whether {@code node} reads a namespace that is not Terramate's or calls a function that is not tm_. */
  static boolean readsUnknown(Node node, Scope scope, Set<String> bound) {
    if (node instanceof VariableNode v) {
      return !scope.knows(v.name()) && !bound.contains(v.name());
    } else if (node instanceof CallNode c) {
      return !c.name().startsWith("tm_") || anyUnknown(c.arguments(), scope, bound);
    } else if (node instanceof TemplateNode t) {
      return anyUnknown(t.parts(), scope, bound);
    } else if (node instanceof TraversalNode t) {
      return readsUnknown(t.base(), scope, bound)
          || t.steps().stream().anyMatch(s -> s.index() != null && readsUnknown(s.index(), scope, bound));
    } else if (node instanceof TupleNode t) {
      return anyUnknown(t.items(), scope, bound);
    } else if (node instanceof ObjectNode o) {
      return o.items().stream().anyMatch(i -> (i.key() != null && readsUnknown(i.key(), scope, bound))
          || readsUnknown(i.value(), scope, bound));
    } else if (node instanceof BinaryNode b) {
      return readsUnknown(b.left(), scope, bound) || readsUnknown(b.right(), scope, bound);
    } else if (node instanceof UnaryNode u) {
      return readsUnknown(u.operand(), scope, bound);
    } else if (node instanceof ConditionalNode c) {
      return readsUnknown(c.condition(), scope, bound) || readsUnknown(c.whenTrue(), scope, bound)
          || readsUnknown(c.whenFalse(), scope, bound);
    } else if (node instanceof ParenNode p) {
      return readsUnknown(p.inner(), scope, bound);
    } else if (node instanceof ForNode f) {
      Set<String> inner = new HashSet<>(bound);
      if (f.keyVariable() != null) {
        inner.add(f.keyVariable());
      }
      inner.add(f.valueVariable());
      return readsUnknown(f.collection(), scope, bound)
          || (f.resultKey() != null && readsUnknown(f.resultKey(), scope, inner))
          || readsUnknown(f.resultValue(), scope, inner)
          || (f.condition() != null && readsUnknown(f.condition(), scope, inner));
    } else if (node instanceof SplatNode s) {
      return readsUnknown(s.source(), scope, bound) || readsUnknown(s.each(), scope, bound);
    } else if (node instanceof TemplateIfNode t) {
      return readsUnknown(t.condition(), scope, bound) || readsUnknown(t.then(), scope, bound)
          || (t.otherwise() != null && readsUnknown(t.otherwise(), scope, bound));
    } else if (node instanceof TemplateForNode t) {
      Set<String> inner = new HashSet<>(bound);
      if (t.key() != null) {
        inner.add(t.key());
      }
      inner.add(t.value());
      return readsUnknown(t.collection(), scope, bound) || readsUnknown(t.body(), scope, inner);
    }
    return false;
  }

  private static boolean anyUnknown(List<Node> nodes, Scope scope, Set<String> bound) {
    return nodes.stream().anyMatch(n -> readsUnknown(n, scope, bound));
  }

  /** A string written in quotes or as a heredoc (a template), not a value. */
  private static boolean quotedInSource(Span span) {
    String source = span.source();
    return span.start() < source.length() && (source.charAt(span.start()) == '"'
        || source.startsWith("<<", span.start()));
  }

  /** An expression that was the only interpolation of a template ({@code "${x}"}): its parser kept only x. */
  private static boolean wrapped(Node node) {
    if (node instanceof TemplateNode || node instanceof LiteralNode) {
      return false;
    }
    String source = node.span().source();
    int i = node.span().start() - 1;
    while (i >= 0 && (source.charAt(i) == ' ' || source.charAt(i) == '\t' || source.charAt(i) == '~'
        || source.charAt(i) == '\n' || source.charAt(i) == '\r')) {
      i--;
    }
    return i >= 1 && source.charAt(i) == '{' && source.charAt(i - 1) == '$'
        && (i < 2 || source.charAt(i - 2) != '$');
  }

  static HclEvalException unsupported(Node node, String what) {
    return new HclEvalException(UNSUPPORTED + what + " yet", node.span().line(), node.span().column());
  }

  /** How a construct Terramate renders but stackdrift does not yet is told: the stack fails, rather than guess. */
  static final String UNSUPPORTED = "stackdrift does not render ";
}
