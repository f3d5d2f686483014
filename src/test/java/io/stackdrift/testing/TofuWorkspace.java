package io.stackdrift.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.stackdrift.process.ToolLocator;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A real Terramate workspace of {@code terraform_data} stacks for tests, applied with the real
 * tool (tofu where it exists, else terraform, looked up as the product does).
 */
public final class TofuWorkspace {
  private final Path root;

  public TofuWorkspace(Path root) throws IOException {
    this.root = root;
    Files.writeString(root.resolve("terramate.tm.hcl"), "terramate {\n  config {}\n}\n");
  }

  /** A workspace in {@code tmp/ws}, for a test's temporary directory. */
  public static TofuWorkspace in(Path tmp) throws IOException {
    return new TofuWorkspace(Files.createDirectories(tmp.resolve("ws")));
  }

  public static Path tool() {
    return new ToolLocator(System.getenv()).tofu(null, null, null).path()
        .orElseThrow(() -> new IllegalStateException("tests need tofu or terraform on PATH"));
  }

  public Path root() {
    return root;
  }

  public Path dir(String stack) {
    return root.resolve(stack);
  }

  /** A stack with tags and a main.tf (null: no OpenTofu configuration at all). */
  public Path stack(String path, String id, List<String> tags, String mainTf) throws IOException {
    Path dir = Files.createDirectories(root.resolve(path));
    StringBuilder tagList = new StringBuilder();
    for (String t : tags) {
      tagList.append(tagList.length() == 0 ? "" : ", ").append('"').append(t).append('"');
    }
    Files.writeString(dir.resolve("stack.tm.hcl"),
        "stack {\n  id   = \"" + id + "\"\n  tags = [" + tagList + "]\n}\n");
    if (mainTf != null) {
      Files.writeString(dir.resolve("main.tf"), mainTf);
    }
    return dir;
  }

  /** One terraform_data resource and an output, both carrying {@code value}. */
  public static String dataResource(String value) {
    return "resource \"terraform_data\" \"svc_up\" {\n  input = \"" + value + "\"\n}\n\n"
        + "output \"value\" {\n  value = \"" + value + "\"\n}\n";
  }

  /**
   * A workspace in {@code tmp} of one stack "app", applied, whose code changed since (a reconcile
   * target), with {@code config} as its stackdrift.toml; returns the root.
   */
  public static Path drifted(Path tmp, String config) throws Exception {
    TofuWorkspace ws = in(tmp);
    ws.stack("app", "app", List.of(), dataResource("v1"));
    ws.apply("app");
    ws.write("app", "main.tf", dataResource("v2"));
    Files.writeString(ws.root().resolve("stackdrift.toml"), config);
    return ws.root();
  }

  /** Every regular file below {@code dir}: the outputs and state a test searches for a planted value. */
  public static List<Path> filesUnder(Path dir) throws IOException {
    try (java.util.stream.Stream<Path> walk = Files.walk(dir)) {
      return walk.filter(Files::isRegularFile).toList();
    }
  }

  public void write(String stack, String file, String content) throws IOException {
    Files.writeString(root.resolve(stack).resolve(file), content);
  }

  public void apply(String stack) throws Exception {
    run(root.resolve(stack), tool().toString(), "apply", "-auto-approve", "-input=false", "-no-color");
  }

  public static void run(Path dir, String... argv) throws Exception {
    run(dir, Map.of(), argv);
  }

  /** Runs {@code argv} in {@code dir} with {@code env} added to this process's environment. */
  public static void run(Path dir, Map<String, String> env, String... argv) throws Exception {
    Path log = Files.createTempFile("tool", ".log");
    try {
      ProcessBuilder builder = new ProcessBuilder(argv).directory(dir.toFile()).redirectErrorStream(true)
          .redirectOutput(log.toFile());
      builder.environment().putAll(env);
      Process p = builder.start();
      if (!p.waitFor(120, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new IllegalStateException(String.join(" ", argv) + " did not finish in " + dir);
      }
      assertEquals(0, p.exitValue(), String.join(" ", argv) + " in " + dir + ":\n"
          + Files.readString(log, StandardCharsets.UTF_8));
    } finally {
      Files.deleteIfExists(log);
    }
  }

  /** An executable shell script standing in for the tool, for faults a real tool cannot produce. */
  public static Path standIn(Path dir, String name, String body) throws IOException {
    Path script = dir.resolve(name);
    Files.writeString(script, "#!/bin/sh\n" + body + "\n");
    Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
    return script;
  }
}
