package io.stackdrift.events;

/** Receives events as they are released. Implementations must not throw for delivery problems. */
public interface EventSink extends AutoCloseable {
  void emit(StackEvent event);

  @Override
  default void close() {}

  EventSink NONE = event -> { };
}
