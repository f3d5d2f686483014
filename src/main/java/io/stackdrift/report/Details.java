package io.stackdrift.report;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * How much a drifted stack's entry says of what changed (contract §4b): {@code attributes} (each
 * resource lists its changed attributes), {@code addresses} (resources only, as asked), {@code
 * truncated} (the saved plan's document was larger than the bound) or {@code unavailable} (the
 * saved plan could not be shown; a warning says why).
 */
public enum Details {
  ATTRIBUTES("attributes"),
  ADDRESSES("addresses"),
  TRUNCATED("truncated"),
  UNAVAILABLE("unavailable");

  private final String json;

  Details(String json) {
    this.json = json;
  }

  @JsonValue
  public String json() {
    return json;
  }

  @JsonCreator
  public static Details fromJson(String value) {
    for (Details d : values()) {
      if (d.json.equals(value)) {
        return d;
      }
    }
    throw new IllegalArgumentException("details must be attributes, addresses, truncated or unavailable, not '"
        + value + "'");
  }
}
