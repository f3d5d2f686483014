package io.stackdrift.testing;

import io.stackdrift.serve.DriftServer;
import io.stackdrift.serve.ServedRun;
import io.stackdrift.watch.WatchLoop;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;

/** The {@code watch --listen} server on a free loopback port over a healthy loop with no cycle yet. */
public final class ListenServer {
  private ListenServer() {}

  /** {@code token} null serves without one (the Host check is then on). */
  public static DriftServer start(byte[] token) throws IOException {
    Instant now = Instant.now();
    WatchLoop.Snapshot snapshot = new WatchLoop.Snapshot(now, true, null, null, Map.of(), now, Duration.ofHours(1),
        Duration.ofMinutes(17));
    return DriftServer.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), token,
        new ServedRun(false), () -> snapshot, false);
  }
}
