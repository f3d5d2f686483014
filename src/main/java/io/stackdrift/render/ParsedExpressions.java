package io.stackdrift.render;

import io.stackdrift.eval.HclEvalException;
import io.stackdrift.hcl.HclBody;
import io.stackdrift.hcl.HclExpression;
import io.stackdrift.hcl.HclSyntaxException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Each attribute of the generate blocks parsed once for a whole generation: a block above a thousand
 * stacks is rendered a thousand times, its attributes' text stays the same. Held by one Generation
 * (the configurations it reads are its own), so nothing outlives it.
 */
final class ParsedExpressions {
  private final Map<Key, HclExpression> parsed = new ConcurrentHashMap<>();

  /** An attribute by identity: two attributes of the same text in two files are two entries. */
  private static final class Key {
    private final HclBody.Attribute attribute;

    Key(HclBody.Attribute attribute) {
      this.attribute = attribute;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Key key && key.attribute == attribute;
    }

    @Override
    public int hashCode() {
      return System.identityHashCode(attribute);
    }
  }

  HclExpression of(HclBody.Attribute attribute) throws HclEvalException {
    Key key = new Key(attribute);
    HclExpression expression = parsed.get(key);
    if (expression != null) {
      return expression;
    }
    try {
      expression = HclExpression.parse(attribute.source(), attribute.sourceLine(), attribute.sourceColumn());
    } catch (HclSyntaxException e) { // not kept: the error is said each time, as it was
      throw new HclEvalException(e.getMessage(), e.line(), e.column());
    }
    parsed.put(key, expression);
    return expression;
  }
}
