package io.stackdrift.detect;

import io.stackdrift.events.EventSink;
import io.stackdrift.events.OtlpSettings;
import io.stackdrift.publish.DetectListener;
import io.stackdrift.publish.RunOutput;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * Everything a detect run needs besides the workspace, fixed by the command's flags before any work:
 * the settings, the outputs in the order they are published, the event stream (opened once per run),
 * whether stack events are only for changed stacks, {@code --strict-v1}, the OTLP export (null for
 * none), the live progress for a run of N stacks, and the caller's environment (the tools inherit it,
 * the redactor reads it; only {@code cli} reads the process's own).
 */
public record DetectRequest(DetectSettings settings, List<RunOutput> outputs, Supplier<EventSink> events,
    boolean eventsOnChange, boolean strictV1, OtlpSettings otlp, boolean debug, IntFunction<DetectListener> progress,
    Map<String, String> env) {

  public DetectRequest {
    outputs = List.copyOf(outputs);
    env = Map.copyOf(env);
  }
}
