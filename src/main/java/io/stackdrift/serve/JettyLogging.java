package io.stackdrift.serve;

/**
 * Jetty logs through SLF4J to its own provider, which reads its level once, from system properties,
 * when the first Jetty class makes a logger: quiet unless {@code --debug}, where its warnings and
 * notices (start, stop, a refused request) go to standard error. A level the operator set on the
 * command line ({@code -Dorg.eclipse.jetty.LEVEL}) is kept.
 */
final class JettyLogging {
  static final String LEVEL = "org.eclipse.jetty.LEVEL";

  private JettyLogging() {}

  static void configure(boolean debug) {
    if (System.getProperty(LEVEL) == null) {
      System.setProperty(LEVEL, debug ? "INFO" : "OFF");
    }
  }
}
