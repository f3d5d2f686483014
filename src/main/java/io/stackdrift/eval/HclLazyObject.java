package io.stackdrift.eval;

import java.util.SortedSet;

/**
 * A value whose attributes are computed on first access (Terramate's lazy globals). Attribute access
 * and indexing ask for one attribute; anything that needs the whole value (iteration, functions,
 * the result of an evaluation) asks for every name in {@link #names()}.
 */
public interface HclLazyObject {
  /** The attribute's value, or null when the object has no such attribute. */
  Object attribute(String name) throws HclEvalException;

  SortedSet<String> names();
}
