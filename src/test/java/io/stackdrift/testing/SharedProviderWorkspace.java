package io.stackdrift.testing;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The applied AWS-provider stacks the real-provider tests start from, applied once and shared:
 * every configuration below is applied in one {@code apply} against a {@link SsmStandIn} (the AWS
 * provider starting once rather than once per stack and test), then each resource is moved into a
 * state of its own with {@code state mv}, as if its stack had been applied alone. A test writes its
 * stacks as before and calls {@link #copyApplied}: each stack's {@code main.tf} must be one of these
 * configurations (its stand-in's endpoint aside); it gets its own copy of the state, of the
 * initialised {@code .terraform} and of the lock file, and the test's stand-in holds the
 * parameters as they were applied. A test changes only its copies, so the tests may run in any
 * order, in one JVM or in the two failsafe forks at once.
 *
 * <p>The applied workspace lives in {@code target/shared-provider-workspace/<key>}, the key a hash
 * of the configurations and of the tool, built under a file lock by whichever JVM needs it first
 * (the other waits for it) and complete only once its {@code ready} file exists.
 */
public final class SharedProviderWorkspace {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String ENDPOINT = "http://stand-in.invalid";
  private static final String MARKER = "resource \"terraform_data\" \"marker\" {\n  input = \"v1\"\n}\n";

  /** A stack's configuration: an {@code aws_ssm_parameter.flag} (or none), then a marker (or none). */
  private record Applied(String parameter, String type, String value, boolean marker) {
    String mainTf(String endpoint) {
      String p = parameter == null ? "" : SsmStandIn.provider(endpoint) + "\n"
          + SsmStandIn.resource("flag", parameter, type, value);
      return p + (marker ? MARKER : "");
    }
  }

  /** Every stack configuration the real-provider tests apply. */
  private static final List<Applied> APPLIED = List.of(
      new Applied("/app/external", "String", "on", false), // SelfHealRealToolIT: healed
      new Applied("/app/same", "String", "on", false), // SelfHealRealToolIT: changed out of band and in code
      new Applied("/app/secret", "SecureString", "s3cure-recorded-71d0e4", false), // DriftCauseRealProviderIT
      new Applied("/app/both", "String", "on", true), // DriftCauseRealProviderIT: both causes in one stack
      new Applied(null, null, null, true)); // both classes' "config" stack: no provider

  private static Path built;

  private SharedProviderWorkspace() {}

  /**
   * Gives each of {@code stacks} of {@code ws} the applied state of its configuration, and
   * {@code ssm} the parameters as applied; fails for a configuration that is not one of
   * {@link #APPLIED}.
   */
  public static void copyApplied(TofuWorkspace ws, SsmStandIn ssm, String... stacks) throws Exception {
    Path shared = built();
    Map<String, SsmStandIn.Parameter> parameters = parameters(shared);
    for (String stack : stacks) {
      Path dir = ws.dir(stack);
      int index = indexOf(Files.readString(dir.resolve("main.tf")).replace(ssm.endpoint(), ENDPOINT), stack);
      Path from = shared.resolve("stacks").resolve(Integer.toString(index));
      Files.copy(from.resolve("terraform.tfstate"), dir.resolve("terraform.tfstate"));
      Applied applied = APPLIED.get(index);
      if (applied.parameter() != null) {
        copyTree(shared.resolve("all/.terraform"), dir.resolve(".terraform"));
        Files.copy(shared.resolve("all/.terraform.lock.hcl"), dir.resolve(".terraform.lock.hcl"));
        ssm.restore(parameters.get(applied.parameter()));
      }
    }
  }

  private static int indexOf(String mainTf, String stack) {
    for (int i = 0; i < APPLIED.size(); i++) {
      if (words(APPLIED.get(i).mainTf(ENDPOINT)).equals(words(mainTf))) {
        return i;
      }
    }
    throw new AssertionError("stack " + stack + ": its main.tf is none of the configurations the shared workspace "
        + "applied; add it to SharedProviderWorkspace.APPLIED:\n" + mainTf);
  }

  /** The configuration with its spacing ignored: the tests write the same blocks with other blank lines. */
  private static String words(String text) {
    return text.strip().replaceAll("\\s+", " ");
  }

  private static synchronized Path built() throws Exception {
    if (built != null) {
      return built;
    }
    Path base = Files.createDirectories(Path.of(System.getProperty("user.dir"), "target", "shared-provider-workspace"));
    Path dir = base.resolve(key());
    try (FileChannel lockFile = FileChannel.open(base.resolve(dir.getFileName() + ".lock"), StandardOpenOption.CREATE,
        StandardOpenOption.WRITE); FileLock lock = lockFile.lock()) {
      if (!Files.exists(dir.resolve("ready"))) {
        long started = System.nanoTime();
        deleteTree(dir); // a build cut short
        build(dir);
        Files.writeString(dir.resolve("ready"), "");
        System.err.printf("shared provider workspace %s applied in %.1f s%n", dir, (System.nanoTime() - started) / 1e9);
      }
    }
    built = dir;
    return dir;
  }

  /** Applies every configuration at once, then moves each into a state of its own. */
  private static void build(Path dir) throws Exception {
    Path all = Files.createDirectories(dir.resolve("all"));
    Path cliConfig = dir.resolve("cli.tfrc");
    Path cache = Files.createDirectories(dir.resolve("plugin-cache"));
    Files.writeString(cliConfig, "provider_installation {\n  filesystem_mirror {\n    path = \"" + SsmStandIn.MIRROR
        + "\"\n  }\n}\nplugin_cache_dir = \"" + cache + "\"\n");
    Map<String, String> env = Map.of("TF_CLI_CONFIG_FILE", cliConfig.toString());
    String tool = TofuWorkspace.tool().toString();
    try (SsmStandIn ssm = new SsmStandIn()) {
      Files.writeString(all.resolve("main.tf"), combined(ssm.endpoint()));
      TofuWorkspace.run(all, env, tool, "init", "-input=false", "-no-color");
      TofuWorkspace.run(all, env, tool, "apply", "-auto-approve", "-input=false", "-no-color");
      List<SsmStandIn.Parameter> applied = new ArrayList<>();
      for (int i = 0; i < APPLIED.size(); i++) {
        Path state = Files.createDirectories(dir.resolve("stacks").resolve(Integer.toString(i)))
            .resolve("terraform.tfstate");
        Applied a = APPLIED.get(i);
        if (a.parameter() != null) {
          move(all, env, tool, state, "aws_ssm_parameter.p" + i, "aws_ssm_parameter.flag");
          applied.add(ssm.stored(a.parameter()));
        }
        if (a.marker()) {
          move(all, env, tool, state, "terraform_data.m" + i, "terraform_data.marker");
        }
      }
      Files.writeString(dir.resolve("parameters.json"), JSON.writeValueAsString(applied));
    }
  }

  /** One provider block, and each configuration's resources named after its place in {@link #APPLIED}. */
  private static String combined(String endpoint) {
    StringBuilder tf = new StringBuilder(SsmStandIn.provider(endpoint));
    for (int i = 0; i < APPLIED.size(); i++) {
      Applied a = APPLIED.get(i);
      if (a.parameter() != null) {
        tf.append('\n').append(SsmStandIn.resource("p" + i, a.parameter(), a.type(), a.value()));
      }
      if (a.marker()) {
        tf.append('\n').append(MARKER.replace("\"marker\"", "\"m" + i + "\""));
      }
    }
    return tf.toString();
  }

  private static void move(Path all, Map<String, String> env, String tool, Path state, String from, String to)
      throws Exception {
    TofuWorkspace.run(all, env, tool, "state", "mv", "-state=terraform.tfstate", "-state-out=" + state, from, to);
  }

  private static Map<String, SsmStandIn.Parameter> parameters(Path shared) throws IOException {
    List<SsmStandIn.Parameter> list = JSON.readValue(shared.resolve("parameters.json").toFile(),
        new TypeReference<List<SsmStandIn.Parameter>>() {});
    Map<String, SsmStandIn.Parameter> byName = new java.util.HashMap<>();
    list.forEach(p -> byName.put(p.name(), p));
    return byName;
  }

  /** The configurations, the tool and the mirror's provider versions: another of any is another workspace. */
  private static String key() throws IOException, NoSuchAlgorithmException {
    MessageDigest sha = MessageDigest.getInstance("SHA-256");
    sha.update(combined(ENDPOINT).getBytes(StandardCharsets.UTF_8));
    Path tool = TofuWorkspace.tool().toRealPath();
    String toolId = tool + " " + Files.size(tool) + " " + Files.getLastModifiedTime(tool);
    sha.update(toolId.getBytes(StandardCharsets.UTF_8));
    try (Stream<Path> versions = Files.list(SsmStandIn.MIRROR.resolve("registry.terraform.io/hashicorp/aws"))) {
      versions.map(Path::toString).sorted().forEach(v -> sha.update(v.getBytes(StandardCharsets.UTF_8)));
    }
    return HexFormat.of().formatHex(sha.digest()).substring(0, 16);
  }

  /** Copies a directory tree, its symbolic links as links (the provider is linked, not copied). */
  private static void copyTree(Path from, Path to) throws IOException {
    try (Stream<Path> walk = Files.walk(from)) {
      for (Path p : walk.toList()) {
        Path target = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
          Files.createDirectories(target);
        } else {
          Files.copy(p, target, LinkOption.NOFOLLOW_LINKS, StandardCopyOption.COPY_ATTRIBUTES);
        }
      }
    }
  }

  private static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
