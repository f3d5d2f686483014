package io.stackdrift.render;

import io.stackdrift.eval.HclContext;
import io.stackdrift.eval.HclEvalException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * What a generate block's expressions may read: the namespaces Terramate evaluates ({@code global},
 * {@code terramate}, {@code let}, a tm_dynamic iterator, a for expression's variables); every other
 * root name ({@code var}, {@code local}, {@code module}, ...) is not Terramate's and is kept as written.
 */
final class Scope implements HclContext {
  private final HclContext base;
  private final Set<String> namespaces;
  private final Map<String, Object> added;
  private final boolean hclContent;

  private Scope(HclContext base, Set<String> namespaces, Map<String, Object> added, boolean hclContent) {
    this.base = base;
    this.namespaces = namespaces;
    this.added = added;
    this.hclContent = hclContent;
  }

  static Scope of(HclContext base, Set<String> namespaces) {
    return new Scope(base, Set.copyOf(namespaces), Map.of(), false);
  }

  /** This scope for a generate_hcl block's content, where tm_hcl_expression is known. */
  Scope forHclContent() {
    return new Scope(base, namespaces, added, true);
  }

  @Override
  public boolean inGenerateHclContent() {
    return hclContent;
  }

  /** This scope with one more variable (a let namespace, an iterator, a for variable). */
  Scope with(String name, Object value) {
    Set<String> names = new HashSet<>(namespaces);
    names.add(name);
    Map<String, Object> values = new HashMap<>(added);
    values.put(name, value);
    return new Scope(base, names, values, hclContent);
  }

  boolean knows(String name) {
    return namespaces.contains(name);
  }

  @Override
  public Object variable(String name) throws HclEvalException {
    Object value = added.get(name);
    if (value != null) {
      return value;
    }
    if (!namespaces.contains(name)) {
      throw new HclEvalException("unknown variable namespace: " + name, 0, 0);
    }
    return base.variable(name);
  }

  @Override
  public String baseDirectory() {
    return base.baseDirectory();
  }

  @Override
  public boolean experimentEnabled(String name) {
    return base.experimentEnabled(name);
  }

  @Override
  public String readFile(String path) throws HclEvalException {
    return base.readFile(path);
  }

  @Override
  public boolean fileExists(String path) throws HclEvalException {
    return base.fileExists(path);
  }

  @Override
  public java.util.List<String> regularFiles(String directory) throws HclEvalException {
    return base.regularFiles(directory);
  }
}
