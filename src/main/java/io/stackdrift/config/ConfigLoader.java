package io.stackdrift.config;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.toml.TomlMapper;
import io.stackdrift.fs.BoundedFile;
import io.stackdrift.fs.LinkTrust;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * Loads and validates {@code stackdrift.toml}. Unknown keys and wrong types are errors naming the
 * key path and line; all of them are reported together. Each section is read by a class of its own
 * ({@code *Section}); a new section is one such class and one line in {@link #read}.
 */
public final class ConfigLoader {
  /** Created on first use: a workspace without stackdrift.toml does not pay for the TOML parser. */
  private static final class Toml {
    static final TomlMapper MAPPER = new TomlMapper();
  }

  private ConfigLoader() {}

  /** Far beyond any configuration file (contract §9). */
  static final int MAX_BYTES = 1024 * 1024;

  /** Loads the file, or returns the defaults when it does not exist. */
  public static Config load(Path file) throws ConfigurationException {
    if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
      return Config.defaults();
    }
    String untrusted = untrustedLink(file);
    if (untrusted != null) {
      throw new ConfigurationException(List.of(Diagnostic.at(file, untrusted)));
    }
    String text;
    try {
      text = BoundedFile.readString(file, MAX_BYTES, "a configuration file");
    } catch (IOException e) {
      throw new ConfigurationException(List.of(Diagnostic.at(file, "cannot read configuration: "
          + reason(e))));
    }
    return parse(file, text);
  }

  /**
   * A configuration file that is a link owned by another user than root or the one running, or in
   * a directory others can write, is not followed (contract §9): it could lead a root run into a
   * root-only file, whose contents an error would then quote.
   */
  private static String untrustedLink(Path file) {
    if (!Files.isSymbolicLink(file)) {
      return null;
    }
    try {
      return LinkTrust.distrust(file)
          .map(why -> "it is a symbolic link " + why + "; it is not followed: replace it with the file itself")
          .orElse(null);
    } catch (IOException | UnsupportedOperationException e) {
      return "it is a symbolic link whose owner cannot be checked; it is not followed";
    }
  }

  /** A parser's message without what it quotes of the file: the file may hold what no error may repeat. */
  static String withoutQuotes(String message) {
    return message == null ? "" : message.replaceAll("'[^']*'", "'…'").replaceAll("\"[^\"]*\"", "\"…\"")
        .replaceAll("\\(code [0-9]+\\)", "");
  }

  private static String reason(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "it is a link to nothing";
    }
    if (e instanceof FileSystemException fs && fs.getReason() != null) {
      return fs.getReason();
    }
    return e.getMessage();
  }

  /**
   * The line of {@code section.key} in a configuration file, for errors found after loading
   * (0 when it cannot be told).
   */
  public static int lineOf(Path file, String section, String key) {
    try {
      return new KeyLines(BoundedFile.readString(file, MAX_BYTES, "a configuration file")).lineOf(section, key);
    } catch (IOException e) {
      return 0;
    }
  }

  static Config parse(Path file, String text) throws ConfigurationException {
    JsonNode root;
    try {
      root = Toml.MAPPER.readTree(text);
    } catch (JacksonException e) {
      JsonLocation at = e.getLocation();
      int line = at == null ? 0 : Math.max(at.getLineNr(), 0);
      int column = at == null ? 0 : Math.max(at.getColumnNr(), 0);
      throw new ConfigurationException(List.of(new Diagnostic(file, line, column,
          "invalid TOML: " + withoutQuotes(e.getOriginalMessage()))));
    }
    ConfigProblems problems = new ConfigProblems(file, text);
    Config config = read(new ConfigTable("", root, problems));
    if (!problems.isEmpty()) {
      throw new ConfigurationException(problems.inFileOrder());
    }
    return config.withLines(problems.lines());
  }

  private static Config read(ConfigTable top) {
    Config d = Config.defaults();
    top.allow(ConfigKeys.TABLES.toArray(String[]::new));
    return new Config(
        IdentitySection.read(top, d.identity()),
        ToolsSection.read(top, d.tools()),
        DetectSection.read(top, d.detect()),
        ComposeSection.read(top),
        ReconcileSection.read(top, d.reconcile()),
        WatchSection.read(top, d.watch()),
        SourceSection.read(top, d.source()),
        IgnoreSection.read(top),
        NotifySection.read(top),
        KeyLines.NONE);
  }
}
