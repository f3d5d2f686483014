package io.stackdrift.engine;

import io.stackdrift.events.EventSink;
import io.stackdrift.events.StackEvent;

/**
 * {@code --events-on-change}: passes only the stack events of stacks whose status changed since the
 * last known state ({@link StatusChanges} decides), so alerts fire on new drift. Every other event,
 * the run event among them, passes.
 */
public final class ChangedEvents implements EventSink {
  private final EventSink sink;
  private final StatusChanges changes;

  public ChangedEvents(EventSink sink, StatusChanges changes) {
    this.sink = sink;
    this.changes = changes;
  }

  @Override
  public void emit(StackEvent event) {
    if (!event.phase().equals(StackEvent.DETECT_PHASE)
        || changes.changed(event.attributes().get("stackId"), event.status())) {
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
