package io.stackdrift.report;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** A resource of a stack's plan (extension); {@code drift} marks changes made outside OpenTofu. */
@JsonPropertyOrder({"address", "action", "drift"})
public record Resource(String address, String action, boolean drift) {}
