package io.stackdrift.hcl;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The variables an expression references, as hcl's {@code Variables()} gives them: each a root name
 * with the static steps after it (attribute names, string keys; a number key is passed over, and the
 * first computed step ends it), the names a for expression binds left out. Terramate orders its
 * globals by these: a global waits for the pending globals it names.
 */
final class Variables {
  private final List<List<String>> found = new ArrayList<>();
  private final Set<String> bound = new HashSet<>();

  private Variables() {}

  static List<List<String>> of(Node root) {
    Variables v = new Variables();
    v.visit(root);
    return List.copyOf(v.found);
  }

  private void visit(Node node) {
    if (node instanceof VariableNode v) {
      add(v.name(), List.of());
    } else if (node instanceof TraversalNode t) {
      traversal(t);
    } else if (node instanceof ForNode f) {
      visit(f.collection());
      scoped(List.of(nullToEmpty(f.keyVariable()), f.valueVariable()), f.resultKey(), f.resultValue(), f.condition());
    } else if (node instanceof TemplateForNode f) {
      visit(f.collection());
      scoped(List.of(nullToEmpty(f.key()), f.value()), f.body());
    } else {
      children(node).forEach(this::visit);
    }
  }

  private void traversal(TraversalNode t) {
    if (!(t.base() instanceof VariableNode root)) {
      visit(t.base());
      t.steps().forEach(s -> visitIndex(s));
      return;
    }
    List<String> steps = new ArrayList<>();
    boolean computed = false;
    for (TraversalNode.Step step : t.steps()) {
      if (computed) {
        visitIndex(step);
      } else if (step.attribute() != null) {
        steps.add(step.attribute());
      } else if (step.index() instanceof LiteralNode literal) {
        if (literal.value() instanceof String key) {
          steps.add(key);
        }
      } else {
        computed = true;
        visitIndex(step);
      }
    }
    add(root.name(), steps);
  }

  private void visitIndex(TraversalNode.Step step) {
    if (step.index() != null) {
      visit(step.index());
    }
  }

  private void scoped(List<String> names, Node... bodies) {
    Set<String> added = new HashSet<>();
    for (String name : names) {
      if (!name.isEmpty() && bound.add(name)) {
        added.add(name);
      }
    }
    for (Node body : bodies) {
      if (body != null) {
        visit(body);
      }
    }
    bound.removeAll(added);
  }

  private void add(String root, List<String> steps) {
    if (bound.contains(root)) {
      return;
    }
    List<String> traversal = new ArrayList<>();
    traversal.add(root);
    traversal.addAll(steps);
    found.add(List.copyOf(traversal));
  }

  private static String nullToEmpty(String s) {
    return s == null ? "" : s;
  }

  private static List<Node> children(Node node) {
    List<Node> out = new ArrayList<>();
    if (node instanceof BinaryNode b) {
      out.add(b.left());
      out.add(b.right());
    } else if (node instanceof CallNode c) {
      out.addAll(c.arguments());
    } else if (node instanceof ConditionalNode c) {
      out.add(c.condition());
      out.add(c.whenTrue());
      out.add(c.whenFalse());
    } else if (node instanceof ObjectNode o) {
      for (ObjectNode.Item item : o.items()) {
        if (item.key() != null) {
          out.add(item.key());
        }
        out.add(item.value());
      }
    } else if (node instanceof ParenNode p) {
      out.add(p.inner());
    } else if (node instanceof SplatNode s) {
      out.add(s.source());
      out.add(s.each());
    } else if (node instanceof TemplateIfNode t) {
      out.add(t.condition());
      out.add(t.then());
      if (t.otherwise() != null) {
        out.add(t.otherwise());
      }
    } else if (node instanceof TemplateNode t) {
      out.addAll(t.parts());
    } else if (node instanceof TupleNode t) {
      out.addAll(t.items());
    } else if (node instanceof UnaryNode u) {
      out.add(u.operand());
    }
    return out;
  }
}
