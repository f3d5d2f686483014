package io.stackdrift.hcl;

import io.stackdrift.hcl.HclToken.Kind;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Builds an attribute's literal value token by token: a string, number or boolean, or a list of
 * those. Once the tokens cannot be a literal it keeps nothing more, so skipping a long expression
 * costs no memory.
 */
final class HclLiteral {
  private enum State { START, SCALAR, LIST_VALUE, LIST_COMMA, LIST_CLOSED, NOT_LITERAL }

  private State state = State.START;
  private Object scalar;
  private List<Object> values;

  void accept(HclToken t) {
    if (t.is(Kind.NEWLINE) || state == State.NOT_LITERAL) {
      return;
    }
    state = switch (state) {
      case START -> start(t);
      case LIST_VALUE -> listValue(t);
      case LIST_COMMA -> listComma(t);
      default -> notLiteral();
    };
  }

  /** The literal value, or {@link HclBody#NOT_LITERAL}. */
  Object value() {
    return switch (state) {
      case SCALAR -> scalar;
      case LIST_CLOSED -> Collections.unmodifiableList(values);
      default -> HclBody.NOT_LITERAL;
    };
  }

  private State start(HclToken t) {
    if (t.is(Kind.LBRACK)) {
      values = new ArrayList<>();
      return State.LIST_VALUE;
    }
    scalar = scalar(t);
    return scalar == HclBody.NOT_LITERAL ? notLiteral() : State.SCALAR;
  }

  /** After '[' or ',': a value, or ']' (an empty list, or a trailing comma). */
  private State listValue(HclToken t) {
    if (t.is(Kind.RBRACK)) {
      return State.LIST_CLOSED;
    }
    Object v = scalar(t);
    if (v == HclBody.NOT_LITERAL) {
      return notLiteral();
    }
    values.add(v);
    return State.LIST_COMMA;
  }

  private State listComma(HclToken t) {
    if (t.is(Kind.COMMA)) {
      return State.LIST_VALUE;
    }
    return t.is(Kind.RBRACK) ? State.LIST_CLOSED : notLiteral();
  }

  private State notLiteral() {
    scalar = null;
    values = null;
    return State.NOT_LITERAL;
  }

  private static Object scalar(HclToken t) {
    return switch (t.kind()) {
      case STRING, HEREDOC -> t.value() == null ? HclBody.NOT_LITERAL : t.value();
      case NUMBER -> t.text();
      case IDENT -> switch (t.text()) {
        case "true" -> Boolean.TRUE;
        case "false" -> Boolean.FALSE;
        default -> HclBody.NOT_LITERAL;
      };
      default -> HclBody.NOT_LITERAL;
    };
  }
}
