package io.stackdrift.events;

/** Receives events as they are released. Implementations must not throw for delivery problems. */
public interface EventSink extends AutoCloseable {
  void emit(StackEvent event);

  @Override
  default void close() {}

  /** Whether delivery failed: a requested output that could not be written makes the run exit 1. */
  default boolean failed() {
    return false;
  }

  EventSink NONE = event -> { };
}
