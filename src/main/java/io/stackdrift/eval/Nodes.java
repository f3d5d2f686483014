package io.stackdrift.eval;

import io.stackdrift.hcl.BinaryNode;
import io.stackdrift.hcl.CallNode;
import io.stackdrift.hcl.ConditionalNode;
import io.stackdrift.hcl.ForNode;
import io.stackdrift.hcl.LiteralNode;
import io.stackdrift.hcl.Node;
import io.stackdrift.hcl.ObjectNode;
import io.stackdrift.hcl.ParenNode;
import io.stackdrift.hcl.SplatItemNode;
import io.stackdrift.hcl.SplatNode;
import io.stackdrift.hcl.TemplateForNode;
import io.stackdrift.hcl.TemplateIfNode;
import io.stackdrift.hcl.TemplateNode;
import io.stackdrift.hcl.TraversalNode;
import io.stackdrift.hcl.TupleNode;
import io.stackdrift.hcl.UnaryNode;
import io.stackdrift.hcl.VariableNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What each kind of node means: the one dispatch over the node types, with the collections,
 * traversals and splats here; operators, calls, for expressions and templates in their own classes.
 */
final class Nodes {
  private Nodes() {}

  static Object evaluate(Node node, Evaluation ev) throws HclEvalException {
    if (node instanceof LiteralNode n) {
      return n.value() == null ? HclValues.NULL : n.value();
    } else if (node instanceof VariableNode n) {
      return ev.variable(n.name(), n);
    } else if (node instanceof ParenNode n) {
      return ev.evaluate(n.inner());
    } else if (node instanceof TupleNode n) {
      return tuple(n, ev);
    } else if (node instanceof ObjectNode n) {
      return object(n, ev);
    } else if (node instanceof TraversalNode n) {
      return traversal(n, ev);
    } else if (node instanceof SplatNode n) {
      return splat(n, ev);
    } else if (node instanceof SplatItemNode) {
      return ev.splatItem();
    } else if (node instanceof ConditionalNode n) {
      return ev.evaluate(ev.test(n.condition(), "the condition") ? n.whenTrue() : n.whenFalse());
    } else if (node instanceof UnaryNode n) {
      return Operators.unary(n, ev);
    } else if (node instanceof BinaryNode n) {
      return Operators.binary(n, ev);
    } else if (node instanceof CallNode n) {
      return Calls.call(n, ev);
    } else if (node instanceof ForNode n) {
      return ForExpressions.evaluate(n, ev);
    } else if (node instanceof TemplateNode n) {
      return Templates.template(n, ev);
    } else if (node instanceof TemplateIfNode n) {
      return Templates.directive(n, ev);
    } else if (node instanceof TemplateForNode n) {
      return Templates.directive(n, ev);
    }
    throw new IllegalStateException("no evaluation for " + node.getClass().getSimpleName());
  }

  private static Object tuple(TupleNode node, Evaluation ev) throws HclEvalException {
    List<Object> values = new ArrayList<>(node.items().size());
    for (Node item : node.items()) {
      values.add(ev.evaluate(item));
    }
    return ev.built(Collections.unmodifiableList(values), node);
  }

  private static Object object(ObjectNode node, Evaluation ev) throws HclEvalException {
    Map<String, Object> values = new TreeMap<>(HclValues.KEY_ORDER);
    for (ObjectNode.Item item : node.items()) {
      String key = item.name() != null ? item.name() : key(item.key(), ev);
      values.put(key, ev.evaluate(item.value()));
    }
    return ev.built(Collections.unmodifiableMap(values), node);
  }

  /** An object key: a string, or a value that converts to one. */
  static String key(Node keyNode, Evaluation ev) throws HclEvalException {
    Object key = ev.evaluate(keyNode);
    if (key == HclValues.NULL) {
      throw HclEvalException.of(keyNode, "an object key is null");
    }
    String text = Conversions.toText(key);
    if (text == null) {
      throw HclEvalException.of(keyNode, "an object key must be a string, got " + HclValues.typeName(key));
    }
    return text;
  }

  private static Object traversal(TraversalNode node, Evaluation ev) throws HclEvalException {
    Object value = ev.evaluate(node.base());
    for (TraversalNode.Step step : node.steps()) {
      value = Traversals.apply(value, step, ev, () -> node.span().textUpTo(step.span().start()));
    }
    return value;
  }

  private static Object splat(SplatNode node, Evaluation ev) throws HclEvalException {
    Object value = ev.evaluate(node.source());
    if (value == HclValues.NULL) {
      return List.of();
    }
    List<Object> elements = value instanceof List<?> ? Conversions.elements(value) : List.of(value);
    List<Object> results = new ArrayList<>(elements.size());
    Object outer = ev.splatItem();
    try {
      for (Object element : elements) {
        ev.splatItem(element);
        results.add(ev.evaluate(node.each()));
      }
    } finally {
      ev.splatItem(outer);
    }
    return ev.built(Collections.unmodifiableList(results), node);
  }
}
