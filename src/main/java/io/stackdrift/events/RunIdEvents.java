package io.stackdrift.events;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Adds the run's {@code runId} to the attributes of every event that passes, so that a platform can
 * group the events of one run (contract §7). It goes right after {@code durationMs}, where the
 * contract lists it, or last in an event without one.
 */
public final class RunIdEvents implements EventSink {
  private final EventSink sink;
  private final String runId;

  public RunIdEvents(EventSink sink, String runId) {
    this.sink = sink;
    this.runId = runId;
  }

  @Override
  public void emit(StackEvent event) {
    if (event.attributes().containsKey("runId")) {
      sink.emit(event);
      return;
    }
    Map<String, String> attributes = new LinkedHashMap<>();
    event.attributes().forEach((key, value) -> {
      attributes.put(key, value);
      if (key.equals("durationMs")) {
        attributes.put("runId", runId);
      }
    });
    attributes.putIfAbsent("runId", runId);
    sink.emit(new StackEvent(event.time(), event.phase(), event.status(), event.message(), attributes));
  }

  @Override
  public void close() {
    sink.close();
  }

  @Override
  public boolean failed() {
    return sink.failed();
  }
}
