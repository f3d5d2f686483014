package io.stackdrift.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** A heap that ran out on a plan's thread reads as the same one line as on the main thread. */
class OutOfMemoryMessageTest {
  @Test
  void anOutOfMemoryErrorHandedOnByATaskIsTheOneLine() {
    StringWriter err = new StringWriter();
    CommandLine cli = new CommandLine(new Main());
    cli.setErr(new PrintWriter(err, true));
    Exception handedOn = new IllegalStateException("a plan task failed", new OutOfMemoryError("Java heap space"));

    assertEquals(ExitCodes.FAILURE, Main.handle(handedOn, cli, null));
    assertTrue(err.toString().startsWith("stackdrift: out of memory: the Java heap may grow to "), err.toString());
    assertFalse(err.toString().contains("internal error"), err.toString());
    assertEquals(1, err.toString().lines().count(), "one line, no trace: " + err);
  }
}
