package io.stackdrift.render;

import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.HclValues;
import io.stackdrift.hcl.HclBody;
import io.stackdrift.hcl.HclExpression;
import io.stackdrift.hcl.HclSyntaxException;
import io.stackdrift.hcl.Node;
import io.stackdrift.hcl.VariableNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Evaluates one generate block for one stack as Terramate v0.17.2's genhcl and genfile do: stack
 * filters, lets, condition, inherit, asserts, then the content (generate_hcl: partially evaluated,
 * with tm_dynamic blocks, printed by {@link HclFormatter}; generate_file: a string, as is).
 */
final class BlockEvaluator {
  static final String HEADER_MAGIC = "TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT";

  /** One evaluated assert: whether it holds, whether it only warns, its message and where its assertion is. */
  record Assertion(boolean holds, boolean warning, String message, Path file, int line, int column) {
    /** Its place and message, as Terramate says it. */
    String describe(Path root) {
      return (file == null ? "" : root.relativize(file) + ":") + line + ": " + message;
    }
  }

  /** The outcome of one block: its file (null when inherit leaves it out) and its evaluated asserts. */
  record Outcome(GeneratedFile file, List<Assertion> asserts) {
    boolean failed() {
      return asserts.stream().anyMatch(a -> !a.holds() && !a.warning());
    }
  }

  private final Path root;
  private final PartialEvaluator evaluator;
  private final String header;
  private final ParsedExpressions expressions;

  BlockEvaluator(Path root, PartialEvaluator evaluator, String headerStyle, ParsedExpressions expressions) {
    this.root = root;
    this.evaluator = evaluator;
    this.header = headerStyle + " " + HEADER_MAGIC + "\n\n";
    this.expressions = expressions;
  }

  /** The header of generated HCL in this project. */
  String header() {
    return header;
  }

  Outcome evaluate(GenerateBlock block, String stackDir, Scope stackScope) throws GenerationException {
    String label = block.label();
    boolean rootContext = !block.isHcl() && "root".equals(context(block));
    GeneratedFile off = new GeneratedFile(label, rootContext, false, block.isHcl() ? header : "", "", block.file(),
        block.line());
    if (!matchesStackFilters(block, stackDir)) {
      return new Outcome(off, List.of());
    }
    Scope scope = lets(block, stackScope);
    if (!bool(block, "condition", scope, true, block.isHcl() ? "evaluating condition attribute"
        : "evaluating condition", "invalid condition type")) {
      return new Outcome(off, List.of());
    }
    boolean inherit = bool(block, "inherit", scope, true, "evaluating inherit attribute", "invalid inherit type");
    if (!inherit && !block.dir().equals(stackDir)) {
      return new Outcome(null, List.of());
    }
    List<Assertion> asserts = asserts(block.blocks("assert").stream().map(b -> new GenerateBlock("assert",
        block.dir(), block.file(), b.line(), b.column(), "", b.body())).toList(), scope);
    if (asserts.stream().anyMatch(a -> !a.holds() && !a.warning())) {
      return new Outcome(new GeneratedFile(label, rootContext, true, off.header(), "", block.file(), block.line()),
          asserts);
    }
    String body = block.isHcl() ? hclBody(block, scope.forHclContent()) : fileBody(block, scope);
    return new Outcome(new GeneratedFile(label, rootContext, true, off.header(), body, block.file(), block.line()),
        asserts);
  }

  /** A generate_file's {@code context}: "stack" (the default) or "root", written as a bare word. */
  static String context(GenerateBlock block) {
    HclBody.Attribute context = block.attribute("context");
    return context == null ? "stack" : context.source().strip();
  }

  /** Stack-level or block asserts, evaluated. */
  List<Assertion> asserts(List<GenerateBlock> asserts, Scope scope) throws GenerationException {
    List<Assertion> evaluated = new ArrayList<>();
    for (GenerateBlock item : asserts) {
      HclBody body = item.body();
      Path at = item.file();
      HclBody.Attribute assertion = find(body, "assertion");
      HclBody.Attribute message = find(body, "message");
      HclBody.Attribute warning = find(body, "warning");
      if (assertion == null || message == null) {
        throw new GenerationException("terramate schema error", root.relativize(at) + ":" + item.line()
            + ": an assert block needs assertion and message");
      }
      Object holds = value(assertion, scope, "eval expression", at);
      Object text = value(message, scope, "eval expression", at);
      Object warn = warning == null ? Boolean.FALSE : value(warning, scope, "eval expression", at);
      if (!(holds instanceof Boolean) || !(text instanceof String) || !(warn instanceof Boolean)) {
        throw new GenerationException("eval expression", root.relativize(at) + ":" + assertion.sourceLine()
            + ": assert: assertion and warning must be bool, message a string");
      }
      evaluated.add(new Assertion((Boolean) holds, (Boolean) warn, (String) text, at, assertion.sourceLine(),
          assertion.sourceColumn()));
    }
    return evaluated;
  }

  private static HclBody.Attribute find(HclBody body, String name) {
    return body.attributes().stream().filter(a -> a.name().equals(name)).findFirst().orElse(null);
  }

  private Object value(HclBody.Attribute attribute, Scope scope, String kind, Path file) throws GenerationException {
    try {
      return HclValues.resolve(evaluator.evaluate(expression(attribute), scope));
    } catch (HclEvalException e) {
      throw failure(kind, file, attribute, e);
    }
  }

  private GenerationException failure(String kind, Path file, HclBody.Attribute attribute, HclEvalException e) {
    int line = e.line() > 0 ? e.line() : attribute.sourceLine();
    int column = e.line() > 0 ? e.column() : attribute.sourceColumn();
    String place = file == null ? "" : root.relativize(file) + ":" + line + ":" + column + ": ";
    String why = e.getMessage().startsWith(PartialEvaluator.UNSUPPORTED) ? "not supported" : kind;
    return new GenerationException(why, place + attribute.name() + ": " + e.getMessage());
  }

  private HclExpression expression(HclBody.Attribute attribute) throws HclEvalException {
    return expressions.of(attribute);
  }

  private boolean bool(GenerateBlock block, String name, Scope scope, boolean absent, String evalKind,
      String typeKind) throws GenerationException {
    HclBody.Attribute attribute = block.attribute(name);
    if (attribute == null) {
      return absent;
    }
    Object value = value(attribute, scope, evalKind, block.file());
    if (!(value instanceof Boolean b)) {
      throw new GenerationException(typeKind, place(block, attribute) + name + " has type "
          + HclValues.typeName(value) + " but must be boolean");
    }
    return b;
  }

  private String place(GenerateBlock block, HclBody.Attribute attribute) {
    return root.relativize(block.file()) + ":" + attribute.sourceLine() + ":" + attribute.sourceColumn() + ": ";
  }

  /** The block's lets, each evaluated once the lets it reads are (Terramate evaluates them in any order). */
  private Scope lets(GenerateBlock block, Scope scope) throws GenerationException {
    Map<String, HclBody.Attribute> pending = new LinkedHashMap<>();
    for (HclBody.Block lets : block.blocks("lets")) {
      for (HclBody.Attribute a : lets.body().attributes()) {
        if (pending.put(a.name(), a) != null) {
          throw new GenerationException("terramate schema error", place(block, a) + "let." + a.name()
              + " is defined twice");
        }
      }
    }
    Map<String, Object> values = new LinkedHashMap<>();
    while (!pending.isEmpty()) {
      boolean progress = false;
      for (Map.Entry<String, HclBody.Attribute> e : List.copyOf(pending.entrySet())) {
        Set<String> reads = letsRead(e.getValue());
        if (!values.keySet().containsAll(reads) && pending.keySet().stream().anyMatch(reads::contains)) {
          continue;
        }
        Scope current = scope.with("let", HclValues.object(values));
        values.put(e.getKey(), value(e.getValue(), current, "eval expression", block.file()));
        pending.remove(e.getKey());
        progress = true;
      }
      if (!progress) {
        throw new GenerationException("eval expression", root.relativize(block.file()) + ":" + block.line()
            + ": the lets of " + block.type() + " \"" + block.label() + "\" read each other in a cycle: "
            + String.join(", ", pending.keySet()));
      }
    }
    return scope.with("let", HclValues.object(values));
  }

  private Set<String> letsRead(HclBody.Attribute attribute) throws GenerationException {
    Set<String> names = new HashSet<>();
    try {
      for (List<String> traversal : expression(attribute).variables()) {
        if (traversal.get(0).equals("let") && traversal.size() > 1) {
          names.add(traversal.get(1));
        }
      }
    } catch (HclEvalException e) {
      throw new GenerationException("HCL syntax error", attribute.name() + ": " + e.getMessage());
    }
    return names;
  }

  private String fileBody(GenerateBlock block, Scope scope) throws GenerationException {
    HclBody.Attribute content = block.attribute("content");
    if (content == null) {
      throw new GenerationException("terramate schema error", root.relativize(block.file()) + ":" + block.line()
          + ": generate_file \"" + block.label() + "\" has no content attribute");
    }
    Object value = value(content, scope, "evaluating content", block.file());
    if (!(value instanceof String text)) {
      throw new GenerationException("invalid content type", place(block, content) + "content has type "
          + HclValues.typeName(value) + " but must be string");
    }
    return text;
  }

  private String hclBody(GenerateBlock block, Scope scope) throws GenerationException {
    List<HclBody.Block> contents = block.blocks("content");
    if (contents.size() != 1) {
      throw new GenerationException("terramate schema error", root.relativize(block.file()) + ":" + block.line()
          + ": generate_hcl \"" + block.label() + "\" must have exactly one content block");
    }
    StringBuilder out = new StringBuilder();
    new ContentWriter(block).body(out, contents.get(0).body(), scope);
    try {
      return HclFormatter.formatMultiline(out.toString());
    } catch (HclSyntaxException e) {
      throw new GenerationException("evaluating content", root.relativize(block.file()) + ":" + block.line()
          + ": generate_hcl \"" + block.label() + "\": the generated code is not valid HCL: " + e.getMessage());
    }
  }

  private boolean matchesStackFilters(GenerateBlock block, String stackDir) throws GenerationException {
    List<HclBody.Block> filters = block.blocks("stack_filter");
    if (filters.isEmpty()) {
      return true;
    }
    for (HclBody.Block filter : filters) {
      boolean matched = true;
      for (HclBody.Attribute a : filter.body().attributes()) {
        if (!a.name().equals("project_paths") && !a.name().equals("repository_paths")) {
          throw new GenerationException("terramate schema error", place(block, a) + "stack_filter: unknown attribute "
              + a.name());
        }
        if (!StackFilter.matchesAny(globs(block, a), stackDir)) {
          matched = false;
          break;
        }
      }
      if (matched) {
        return true;
      }
    }
    return false;
  }

  private List<String> globs(GenerateBlock block, HclBody.Attribute a) throws GenerationException {
    if (a.value() instanceof String s) {
      return List.of(s);
    }
    if (a.value() instanceof List<?> list && list.stream().allMatch(String.class::isInstance)) {
      return list.stream().map(String.class::cast).toList();
    }
    throw new GenerationException("terramate schema error", place(block, a) + "stack_filter." + a.name()
        + " must be a string or a list of strings");
  }

  /** Copies a content body: attributes in the order written, then blocks, tm_dynamic expanded. */
  private final class ContentWriter {
    private final GenerateBlock block;

    ContentWriter(GenerateBlock block) {
      this.block = block;
    }

    void body(StringBuilder out, HclBody body, Scope scope) throws GenerationException {
      List<HclBody.Attribute> sorted = new ArrayList<>(body.attributes());
      sorted.sort(java.util.Comparator.comparing(HclBody.Attribute::name));
      for (HclBody.Attribute a : sorted) {
        out.append(a.name()).append(" = ").append(render(a, scope).text()).append('\n');
      }
      for (HclBody.Block nested : body.blocks()) {
        if (nested.type().equals("tm_dynamic")) {
          dynamic(out, nested, scope);
        } else {
          block(out, nested.type(), nested.labels(), nested.body(), scope, Map.of());
        }
      }
    }

    private void block(StringBuilder out, String type, List<String> labels, HclBody body, Scope scope,
        Map<String, String> attributes) throws GenerationException {
      out.append(type);
      for (String label : labels) {
        out.append(" \"").append(ValueText.quoted(label)).append('"');
      }
      out.append(" {\n");
      attributes.forEach((name, text) -> out.append(name).append(" = ").append(text).append('\n'));
      if (body != null) {
        body(out, body, scope);
      }
      out.append("}\n");
    }

    private PartialEvaluator.Rendered render(HclBody.Attribute a, Scope scope) throws GenerationException {
      try {
        return evaluator.renderAttribute(expression(a).root(), scope);
      } catch (HclEvalException e) {
        throw failure("evaluating content", block.file(), a, e);
      }
    }

    private void dynamic(StringBuilder out, HclBody.Block dynamic, Scope scope) throws GenerationException {
      if (dynamic.labels().size() != 1) {
        throw schema(dynamic.line(), "tm_dynamic requires a single label");
      }
      Map<String, HclBody.Attribute> attrs = new LinkedHashMap<>();
      for (HclBody.Attribute a : dynamic.body().attributes()) {
        if (!Set.of("attributes", "for_each", "labels", "iterator", "condition").contains(a.name())) {
          throw schema(a.line(), "tm_dynamic unsupported attribute \"" + a.name() + "\"");
        }
        attrs.put(a.name(), a);
      }
      HclBody content = null;
      for (HclBody.Block b : dynamic.body().blocks()) {
        if (!b.type().equals("content") || content != null) {
          throw schema(b.line(), b.type().equals("content") ? "multiple definitions of the `content` block"
              : "unrecognized block " + b.type());
        }
        content = b.body();
      }
      if (content == null && attrs.get("attributes") == null) {
        throw schema(dynamic.line(), "`content` block or `attributes` obj must be defined");
      }
      String type = dynamic.labels().get(0);
      HclBody.Attribute condition = attrs.get("condition");
      if (condition != null) {
        Object holds = value(condition, scope, "evaluating tm_dynamic.condition", block.file());
        if (!(holds instanceof Boolean)) {
          throw new GenerationException("evaluating tm_dynamic.condition", place(block, condition)
              + "want boolean got " + HclValues.typeName(holds));
        }
        if (!(Boolean) holds) {
          return;
        }
      }
      HclBody.Attribute forEach = attrs.get("for_each");
      Object collection = forEach == null ? null : value(forEach, scope, "parsing generate_hcl block", block.file());
      if (collection == null || collection == HclValues.NULL) {
        if (attrs.get("iterator") != null) {
          throw new GenerationException("invalid tm_dynamic.iterator", place(block, attrs.get("iterator"))
              + "iterator should not be defined when for_each is omitted");
        }
        one(out, type, attrs, content, scope);
        return;
      }
      String iterator = type;
      HclBody.Attribute iteratorAttr = attrs.get("iterator");
      if (iteratorAttr != null) {
        Node node;
        try {
          node = expression(iteratorAttr).root();
        } catch (HclEvalException e) {
          throw new GenerationException("invalid tm_dynamic.iterator", place(block, iteratorAttr) + e.getMessage());
        }
        if (!(node instanceof VariableNode v)) {
          throw new GenerationException("invalid tm_dynamic.iterator", place(block, iteratorAttr)
              + "dynamic iterator must be a single variable name");
        }
        iterator = v.name();
      }
      if (collection instanceof List<?> list) {
        for (int i = 0; i < list.size(); i++) {
          Map<String, Object> it = Map.of("key", new java.math.BigDecimal(i), "value", list.get(i));
          one(out, type, attrs, content, scope.with(iterator, HclValues.object(it)));
        }
      } else if (collection instanceof Map<?, ?> map) {
        Map<String, Object> sorted = new java.util.TreeMap<>(HclValues.KEY_ORDER);
        map.forEach((k, v) -> sorted.put(String.valueOf(k), v));
        for (Map.Entry<String, Object> e : sorted.entrySet()) {
          one(out, type, attrs, content, scope.with(iterator, HclValues.object(Map.of("key", e.getKey(), "value",
              e.getValue()))));
        }
      } else {
        throw new GenerationException("parsing generate_hcl block", place(block, forEach) + "`for_each` expression of type "
            + HclValues.typeName(collection) + " cannot be iterated");
      }
    }

    private void one(StringBuilder out, String type, Map<String, HclBody.Attribute> attrs, HclBody content,
        Scope scope) throws GenerationException {
      List<String> labels = List.of();
      HclBody.Attribute labelsAttr = attrs.get("labels");
      if (labelsAttr != null) {
        Object value = value(labelsAttr, scope, "invalid tm_dynamic.labels", block.file());
        if (!(value instanceof List<?> list) || !list.stream().allMatch(String.class::isInstance)) {
          throw new GenerationException("invalid tm_dynamic.labels", place(block, labelsAttr)
              + "tm_dynamic.labels is not a string list");
        }
        labels = list.stream().map(String.class::cast).toList();
      }
      Map<String, String> attributes = new LinkedHashMap<>();
      HclBody.Attribute attributesAttr = attrs.get("attributes");
      if (attributesAttr != null) {
        attributes = dynamicAttributes(attributesAttr, scope);
      }
      if (content != null) {
        for (HclBody.Attribute a : content.attributes()) {
          if (attributes.containsKey(a.name())) {
            throw new GenerationException("tm_dynamic.attributes and tm_dynamic.content have conflicting fields",
                place(block, a) + "attribute " + a.name() + " already set by tm_dynamic.attributes");
          }
        }
      }
      block(out, type, labels, content, scope, attributes);
    }

    private Map<String, String> dynamicAttributes(HclBody.Attribute a, Scope scope) throws GenerationException {
      PartialEvaluator.Rendered rendered;
      try {
        rendered = evaluator.renderAttribute(expression(a).root(), scope);
      } catch (HclEvalException e) {
        throw failure("evaluating tm_dynamic.attributes", block.file(), a, e);
      }
      Map<String, String> attributes = new LinkedHashMap<>();
      Node node;
      try {
        node = expression(a).root();
      } catch (HclEvalException e) {
        throw failure("evaluating tm_dynamic.attributes", block.file(), a, e);
      }
      if (!rendered.unknown()) {
        Object value = value(a, scope, "evaluating tm_dynamic.attributes", block.file());
        if (!(value instanceof Map<?, ?> map)) {
          throw new GenerationException("parsing generate_hcl block", place(block, a)
              + "tm_dynamic attributes must be an object/map, got " + HclValues.typeName(value) + " instead");
        }
        Map<String, Object> sorted = new java.util.TreeMap<>(HclValues.KEY_ORDER);
        map.forEach((k, v) -> sorted.put(String.valueOf(k), v));
        for (Map.Entry<String, Object> e : sorted.entrySet()) {
          checkIdentifier(a, e.getKey());
          try {
            attributes.put(e.getKey(), ValueText.of(e.getValue()));
          } catch (HclEvalException ex) {
            throw failure("evaluating tm_dynamic.attributes", block.file(), a, ex);
          }
        }
        return attributes;
      }
      if (!(node instanceof io.stackdrift.hcl.ObjectNode object)) {
        throw new GenerationException("parsing generate_hcl block", place(block, a)
            + "tm_dynamic attributes must be an object");
      }
      for (io.stackdrift.hcl.ObjectNode.Item item : object.items()) {
        String name;
        try {
          name = item.name() != null ? item.name() : String.valueOf(evaluator.evaluate(item.key(), scope));
          checkIdentifier(a, name);
          attributes.put(name, evaluator.renderAttribute(item.value(), scope).text());
        } catch (HclEvalException e) {
          throw failure("evaluating tm_dynamic.attributes", block.file(), a, e);
        }
      }
      return attributes;
    }

    private void checkIdentifier(HclBody.Attribute a, String name) throws GenerationException {
      if (!name.matches("[\\p{L}_][\\p{L}\\p{N}_-]*")) {
        throw new GenerationException("parsing generate_hcl block", place(block, a) + "tm_dynamic.attributes key \""
            + name + "\" is not a valid HCL identifier");
      }
    }

    private GenerationException schema(int line, String message) {
      return new GenerationException("parsing generate_hcl block", root.relativize(block.file()) + ":" + line + ": "
          + message);
    }
  }

}
