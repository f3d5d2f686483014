package io.stackdrift.plan;

/**
 * A resource in a plan: {@code drift} is true for a change made outside OpenTofu
 * ({@code resource_drift}), false for a change the plan would make ({@code planned_change}).
 */
public record ResourceChange(String address, String action, boolean drift) {}
