package io.stackdrift.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Comparator;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A resource of a stack's plan (extension); {@code drift} marks changes made outside OpenTofu.
 * With details (contract §4b) it lists the attributes an apply would change, at most
 * {@value #MAX_ATTRIBUTES} ({@code attributesTotal} counts all when cut), and {@code driftOnly}
 * counts the attributes that changed outside OpenTofu but need no change. Attributes are kept in
 * path order, resources in a stack entry in address order (contract §7).
 */
@JsonPropertyOrder({"address", "action", "drift", "attributes", "attributesTotal", "driftOnly"})
public record Resource(
    String address,
    String action,
    boolean drift,
    @JsonInclude(JsonInclude.Include.NON_NULL) List<AttributeChange> attributes,
    @JsonInclude(JsonInclude.Include.NON_NULL) Integer attributesTotal,
    @JsonInclude(JsonInclude.Include.NON_NULL) Integer driftOnly) {

  public static final int MAX_ATTRIBUTES = 50;

  /** Attributes in path order ({@link NaturalOrder}), however they were given. */
  public static final Comparator<AttributeChange> BY_PATH = Comparator.comparing(AttributeChange::path,
      Comparator.nullsFirst(NaturalOrder.INSTANCE));
  /** Resources in address order ({@link NaturalOrder}). */
  public static final Comparator<Resource> BY_ADDRESS = Comparator.comparing(Resource::address,
      Comparator.nullsFirst(NaturalOrder.INSTANCE));

  public Resource {
    attributes = attributes == null ? null : attributes.stream().sorted(BY_PATH).toList();
  }

  public Resource(String address, String action, boolean drift) {
    this(address, action, drift, null, null, null);
  }

  /**
   * The resource with its attribute changes ({@code total} of them, of which {@code changes} were
   * kept): at most {@value #MAX_ATTRIBUTES} listed, the total when fewer are.
   */
  public Resource withAttributes(List<AttributeChange> changes, int total, int driftOnlyCount) {
    List<AttributeChange> sorted = changes.stream().sorted(BY_PATH).toList(); // the same ones kept on every run
    List<AttributeChange> kept = sorted.size() > MAX_ATTRIBUTES ? sorted.subList(0, MAX_ATTRIBUTES) : sorted;
    return new Resource(address, action, drift, kept, total > kept.size() ? total : null,
        driftOnlyCount == 0 ? null : driftOnlyCount);
  }

  /** How many attributes an apply would change here (all of them, also those cut from the list). */
  public int attributeCount() {
    return attributesTotal != null ? attributesTotal : attributes == null ? 0 : attributes.size();
  }

  /** The same resource with its attribute values passed through {@code redact}. */
  public Resource redacted(UnaryOperator<String> redact) {
    return attributes == null ? this : new Resource(address, action, drift,
        attributes.stream().map(a -> a.redacted(redact)).toList(), attributesTotal, driftOnly);
  }
}
