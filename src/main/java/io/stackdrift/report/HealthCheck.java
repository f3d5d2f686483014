package io.stackdrift.report;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Comparator;
import java.util.function.UnaryOperator;

/**
 * One check of a stack that did not pass (extension {@code checks}, contract §16): the address of
 * the check block, resource, output or container, what became of it, and its message (redacted).
 */
@JsonPropertyOrder({"address", "status", "message"})
public record HealthCheck(String address, CheckStatus status, String message) {
  /** Address order (contract §7), then status and message, so two runs list the same lines. */
  public static final Comparator<HealthCheck> BY_ADDRESS = Comparator
      .comparing(HealthCheck::address, NaturalOrder.INSTANCE)
      .thenComparing(HealthCheck::status)
      .thenComparing(c -> c.message() == null ? "" : c.message());

  public HealthCheck {
    address = address == null ? "" : address;
    message = message == null ? "" : message;
  }

  /** The check with its message passed through {@code redact}. */
  public HealthCheck redacted(UnaryOperator<String> redact) {
    return new HealthCheck(address, status, redact.apply(message));
  }
}
