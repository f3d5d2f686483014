package io.stackdrift.engine;

import io.stackdrift.events.EventSink;
import io.stackdrift.events.StackEvent;
import java.util.Map;

/**
 * {@code --events-on-change}: passes only the events of stacks whose status differs from the last
 * run (a stack the last run did not know counts as changed), so alerts fire on new drift.
 */
public final class ChangedEvents implements EventSink {
  private final EventSink sink;
  private final Map<String, StateStore.Known> previous;

  public ChangedEvents(EventSink sink, Map<String, StateStore.Known> previous) {
    this.sink = sink;
    this.previous = previous;
  }

  @Override
  public void emit(StackEvent event) {
    StateStore.Known before = previous.get(event.attributes().get("stackId"));
    if (before == null || !before.status().equals(event.status())) {
      sink.emit(event);
    }
  }

  @Override
  public boolean failed() {
    return sink.failed();
  }

  @Override
  public void close() {
    sink.close();
  }
}
