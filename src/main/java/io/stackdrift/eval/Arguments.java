package io.stackdrift.eval;

import io.stackdrift.hcl.CallNode;
import io.stackdrift.hcl.Node;
import io.stackdrift.hcl.Numbers;
import io.stackdrift.hcl.Span;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * The evaluated arguments of one call, read with go-cty's conversions for the type a parameter has
 * (a number where a string is wanted is its text, "2" where a number is wanted is 2); a value that
 * does not convert is an error naming the function, the argument and the type it got.
 */
public final class Arguments {
  private final CallNode call;
  private final List<Object> values;
  private final List<Node> nodes;
  private final Evaluation ev;

  Arguments(CallNode call, List<Object> values, List<Node> nodes, Evaluation ev) {
    this.call = call;
    this.values = values;
    this.nodes = nodes;
    this.ev = ev;
  }

  public String function() {
    return call.name();
  }

  public int size() {
    return values.size();
  }

  public List<Object> all() {
    return values;
  }

  public HclContext context() {
    return ev.context();
  }

  /** Steps of the evaluation's budget for a function's own work over large values. */
  public void spend(long work) throws HclEvalException {
    ev.spend(work, call);
  }

  public boolean equal(Object a, Object b) throws HclEvalException {
    return HclValues.equal(a, b, ev.budget(call));
  }

  /** Requires exactly {@code count} arguments. */
  public Arguments count(int count) throws HclEvalException {
    return count(count, count);
  }

  public Arguments count(int min, int max) throws HclEvalException {
    if (values.size() >= min && values.size() <= max) {
      return this;
    }
    String wanted = min == max ? String.valueOf(min) : max == Integer.MAX_VALUE ? "at least " + min
        : min + " to " + max;
    throw new HclEvalException(function() + " takes " + wanted + (max == 1 && min == 1 ? " argument" : " arguments")
        + ", got " + values.size(), call.span().line(), call.span().column());
  }

  /** The argument as it is, null included. */
  public Object value(int i) {
    return values.get(i);
  }

  public boolean isNull(int i) {
    return values.get(i) == HclValues.NULL;
  }

  public String string(int i) throws HclEvalException {
    String s = Conversions.toText(notNull(i));
    if (s == null) {
      throw wrongType(i, "a string");
    }
    return s;
  }

  public BigDecimal number(int i) throws HclEvalException {
    BigDecimal n = Conversions.toNumber(notNull(i));
    if (n == null) {
      throw wrongType(i, "a number");
    }
    return n;
  }

  public int integer(int i) throws HclEvalException {
    Integer n = Numbers.toInt(number(i));
    if (n == null) {
      throw error(i, "must be a whole number, got " + HclValues.numberText(number(i)));
    }
    return n;
  }

  public boolean bool(int i) throws HclEvalException {
    Boolean b = Conversions.toBool(notNull(i));
    if (b == null) {
      throw wrongType(i, "a bool");
    }
    return b;
  }

  public List<Object> list(int i) throws HclEvalException {
    List<Object> list = Conversions.elements(notNull(i));
    if (list == null) {
      throw wrongType(i, "a list");
    }
    return list;
  }

  public Map<String, Object> object(int i) throws HclEvalException {
    Object value = notNull(i);
    if (!HclValues.isObject(value)) {
      throw wrongType(i, "an object");
    }
    return Conversions.attributes(value);
  }

  public Object notNull(int i) throws HclEvalException {
    Object value = values.get(i);
    if (value == HclValues.NULL) {
      throw error(i, "must not be null");
    }
    return value;
  }

  /** An error about argument {@code i}, placed at it: "tm_x: argument 2 must …". */
  public HclEvalException error(int i, String problem) {
    Span at = nodes.get(i).span();
    return new HclEvalException(function() + ": " + argumentName(i) + " " + problem, at.line(), at.column());
  }

  /** An error about the call as a whole. */
  public HclEvalException error(String problem) {
    return new HclEvalException(function() + ": " + problem, call.span().line(), call.span().column());
  }

  /** A limit error at the call: no fallback may hide it. */
  public HclEvalException tooLarge() {
    return Limits.stringTooLong(call.span().line(), call.span().column());
  }

  /** Checks a string being built against the size limit. */
  public void check(CharSequence building) throws HclEvalException {
    Limits.check(building, call.span().line(), call.span().column());
  }

  public void checkCount(int count) throws HclEvalException {
    Limits.checkCount(count, call.span().line(), call.span().column());
  }

  private HclEvalException wrongType(int i, String wanted) {
    Object value = values.get(i);
    String got = value instanceof String ? "string " + Conversions.show(value) : HclValues.typeName(value);
    return error(i, "must be " + wanted + ", got " + got);
  }

  private String argumentName(int i) {
    return values.size() == 1 ? "argument" : "argument " + (i + 1);
  }
}
