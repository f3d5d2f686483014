package io.stackdrift.cli;

import io.stackdrift.config.ConfigurationException;
import io.stackdrift.fs.StateDirectoryException;
import io.stackdrift.help.Suggestion;
import io.stackdrift.help.WordWrapHelp;
import io.stackdrift.tofu.ToolVersion;
import io.stackdrift.view.TerminalText;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Predicate;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Mixin;
import picocli.CommandLine;

@Command(
    name = "stackdrift",
    mixinStandardHelpOptions = true,
    versionProvider = Main.Version.class,
    usageHelpAutoWidth = true,
    description = {
        "Finds drift per Terramate stack: discovers the stacks of a workspace, plans each with OpenTofu, "
            + "checks the containers they run, and writes one stackkit.drift-report/v1 report."},
    footer = {"", "Help topics: configuration, environment, files, exit-status ('stackdrift help TOPIC').",
        "", "Exit codes: 0 done, 1 usage or configuration error; see 'stackdrift help detect'."})
public final class Main implements Runnable {
  /**
   * The commands, by name, in the order help lists them. Only the command being run is built:
   * picocli's model of a command costs start-up time, and a timer runs detect every few minutes.
   */
  private static final Map<String, Supplier<Object>> COMMANDS = new LinkedHashMap<>();

  static {
    COMMANDS.put("list", ListCommand::new);
    COMMANDS.put("detect", DetectCommand::new);
    COMMANDS.put("reconcile", ReconcileCommand::new);
    COMMANDS.put("generate", GenerateCommand::new);
    COMMANDS.put("watch", WatchCommand::new);
    COMMANDS.put("pause", PauseCommands.Pause::new);
    COMMANDS.put("resume", PauseCommands.Resume::new);
    COMMANDS.put("history", HistoryCommand::new);
    COMMANDS.put("report", ReportCommand::new);
    COMMANDS.put("systemd", SystemdCommand::new);
    COMMANDS.put("completion", CompletionCommand::new);
    COMMANDS.put("help", HelpCommand::new);
  }

  @Mixin DebugOption debug;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  public static void main(String[] args) {
    PrintWriter out = new PrintWriter(System.out, true);
    PrintWriter err = new PrintWriter(System.err, true);
    int code;
    try {
      code = execute(out, err, args);
    } catch (OutOfMemoryError e) {
      code = outOfMemory(err, e, DebugOption.requested(java.util.Arrays.asList(args)));
    }
    out.flush();
    err.flush();
    System.exit(code);
  }

  /** Runs one command line with the given streams; returns the exit code. */
  public static int execute(PrintWriter out, PrintWriter err, String... given) {
    String[] args = GlobalOptions.afterCommand(given, COMMANDS.keySet());
    CommandLine cli = commandLine(args);
    cli.setOut(out);
    cli.setErr(err);
    cli.setParameterExceptionHandler(Main::usageError);
    cli.setExecutionExceptionHandler(Main::handle);
    return cli.execute(args);
  }

  /** The model of the commands {@code args} may run: the one named, or all of them. */
  static CommandLine commandLine(String... args) {
    String named = commandName(args);
    return withCommands(name -> named == null || named.equals("help") || !COMMANDS.containsKey(named)
        || named.equals(name));
  }

  /** Every command, built: the model the completion scripts and the man page are generated from. */
  static CommandLine commandTree() {
    return withCommands(name -> true);
  }

  private static CommandLine withCommands(Predicate<String> built) {
    CommandLine cli = new CommandLine(new Main());
    COMMANDS.forEach((name, command) -> {
      if (built.test(name)) {
        cli.addSubcommand(name, command.get());
      }
    });
    cli.setHelpFactory(WordWrapHelp.FACTORY);
    return cli;
  }

  /** The first argument that is not an option: the top-level command takes no option values. */
  private static String commandName(String[] args) {
    for (String arg : args) {
      if (!arg.startsWith("-")) {
        return arg;
      }
    }
    return null;
  }

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getErr());
    throw ExitException.usage("");
  }

  private static int usageError(CommandLine.ParameterException e, String[] args) {
    CommandLine cmd = e.getCommandLine();
    PrintWriter err = cmd.getErr();
    var suggestion = e instanceof CommandLine.UnmatchedArgumentException unmatched
        ? Suggestion.line(unmatched) : Suggestion.helpTopic(e);
    if (suggestion.isPresent()) {
      err.println("stackdrift: " + TerminalText.line(suggestion.get()));
      return ExitCodes.FAILURE;
    }
    err.println("stackdrift: " + TerminalText.line(GlobalOptions.usageLine(e, args, COMMANDS.keySet())));
    return ExitCodes.FAILURE;
  }

  static int handle(Exception e, CommandLine cli, CommandLine.ParseResult parsed) {
    PrintWriter err = cli.getErr();
    boolean debug = DebugOption.requested(parsed);
    for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
      if (cause instanceof OutOfMemoryError oom) { // on a plan's thread, handed on by its task
        return outOfMemory(err, oom, debug);
      }
    }
    if (e instanceof ExitException exit) {
      if (!exit.getMessage().isEmpty()) {
        err.println("stackdrift: " + TerminalText.line(exit.getMessage()));
      }
      return exit.code();
    }
    if (e instanceof StateDirectoryException state) {
      err.println("stackdrift: " + TerminalText.line(state.getMessage()));
      debugTrace(err, e, debug);
      return ExitCodes.FAILURE;
    }
    if (e instanceof ConfigurationException config) {
      Diagnostics.print(err, config);
      int n = config.problems().size();
      err.println("stackdrift: " + n + " configuration error" + (n == 1 ? "" : "s") + "; nothing was run");
      debugTrace(err, e, debug);
      return ExitCodes.FAILURE;
    }
    err.println("stackdrift: internal error: " + TerminalText.line(e.toString())
        + (debug ? "" : " (run with --debug for details)"));
    debugTrace(err, e, debug);
    return ExitCodes.FAILURE;
  }

  /**
   * The heap ran out (a workspace far larger than the JVM's default share of the machine or the
   * container): what to do, not a trace. The lock and the tools end with the process as always.
   */
  static int outOfMemory(PrintWriter err, OutOfMemoryError e, boolean debug) {
    long mib = Runtime.getRuntime().maxMemory() >> 20;
    err.println("stackdrift: out of memory: the Java heap may grow to " + mib + " MiB, and this run needed more; "
        + "give it more with STACKDRIFT_JAVA_OPTS=-Xmx<size> (or a larger memory limit for the container), "
        + "or check the workspace in parts (detect --shard K/N)");
    debugTrace(err, e, debug);
    return ExitCodes.FAILURE;
  }

  private static void debugTrace(PrintWriter err, Throwable e, boolean debug) {
    if (debug) {
      StringWriter trace = new StringWriter();
      e.printStackTrace(new PrintWriter(trace));
      err.print(trace);
    }
  }

  /** The version from the jar manifest, and the OpenTofu a run would use (as detect finds it). */
  static final class Version implements IVersionProvider {
    static String current() {
      return io.stackdrift.report.Version.current();
    }

    @Override
    public String[] getVersion() {
      return new String[] {"stackdrift " + current(), TerminalText.line(ToolVersion.describe(System.getenv()))};
    }
  }
}
