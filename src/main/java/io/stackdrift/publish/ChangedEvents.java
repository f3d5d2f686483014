package io.stackdrift.publish;

import io.stackdrift.events.EventSink;
import io.stackdrift.events.StackEvent;
import io.stackdrift.state.StatusChanges;
import java.util.function.Predicate;

/**
 * {@code --events-on-change}: passes only the stack events of stacks whose status (or health, contract
 * §16) changed since the last known state ({@link StatusChanges} decides), so alerts fire on new drift. Every other event,
 * the run event among them, passes.
 */
public final class ChangedEvents implements EventSink {
  private final EventSink sink;
  private final StatusChanges changes;
  private final Predicate<StackEvent> alsoChanged;

  public ChangedEvents(EventSink sink, StatusChanges changes) {
    this(sink, changes, e -> false);
  }

  /** {@code alsoChanged}: stack events that pass though their status is the same (newly perpetual drift). */
  public ChangedEvents(EventSink sink, StatusChanges changes, Predicate<StackEvent> alsoChanged) {
    this.sink = sink;
    this.changes = changes;
    this.alsoChanged = alsoChanged;
  }

  @Override
  public void emit(StackEvent event) {
    if (!event.phase().equals(StackEvent.DETECT_PHASE)
        || changes.changed(event.attributes().get("stackId"), event.status())
        || changes.healthChanged(event.attributes().get("stackId"), event.attributes().get("health"))
        || alsoChanged.test(event)) {
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
