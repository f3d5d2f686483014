package io.stackdrift.testing;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the case files transcribed from Terramate's tests (src/test/resources/terramate/*-cases.txt,
 * whose headers explain the notation): each case's layout and files in order, its environment, and
 * what it expects.
 */
public final class TerramateCaseFile {
  /** A layout line ({@code text} null) or a file with its text. */
  public record Step(String spec, String file, String text) {}

  public record Case(String test, String name, List<Step> steps, List<String> env, List<String> args,
      List<String> out, Map<String, String> wants, String error, String skip) {
    @Override
    public String toString() {
      return test + ": " + name;
    }
  }

  private TerramateCaseFile() {}

  public static List<Case> read(String resource) throws IOException {
    List<Builder> cases = new ArrayList<>();
    String test = null;
    Builder current = null;
    StringBuilder text = null;
    for (String line : load(resource).lines().toList()) {
      if (text != null && (line.equals("|") || line.startsWith("| "))) {
        text.append(text.isEmpty() ? "" : "\n").append(line.length() > 2 ? line.substring(2) : "");
        continue;
      }
      text = null;
      if (line.startsWith("# ----")) {
        test = line.substring("# ----".length()).strip().split("[ (]")[0];
      } else if (line.startsWith("## ")) {
        current = new Builder(test, line.substring(3));
        cases.add(current);
      } else if (line.isBlank() || line.startsWith("#")) {
        continue;
      } else if (line.startsWith("file: ")) {
        text = new StringBuilder();
        current.files.add(text);
        current.steps.add(new Object[] {line.substring(6).strip(), text});
      } else if (line.startsWith("want: ")) {
        text = new StringBuilder();
        current.wants.put(line.substring(6).strip(), text);
      } else if (line.startsWith("env: ")) {
        current.env.add(line.substring(5));
      } else if (line.startsWith("args: ")) {
        current.args.addAll(List.of(line.substring(6).strip().split(" +")));
      } else if (line.startsWith("out: ")) {
        current.out.add(line.substring(5));
      } else if (line.startsWith("error: ")) {
        current.error = line.substring(7).strip();
      } else if (line.startsWith("skip: ")) {
        current.skip = line.substring(6).strip();
      } else {
        current.steps.add(new Object[] {line.strip(), null});
      }
    }
    return cases.stream().map(Builder::build).toList();
  }

  private static String load(String resource) throws IOException {
    try (InputStream in = TerramateCaseFile.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IOException("no resource " + resource);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static final class Builder {
    final String test;
    final String name;
    final List<Object[]> steps = new ArrayList<>();
    final List<StringBuilder> files = new ArrayList<>();
    final List<String> env = new ArrayList<>();
    final List<String> args = new ArrayList<>();
    final List<String> out = new ArrayList<>();
    final Map<String, StringBuilder> wants = new LinkedHashMap<>();
    String error;
    String skip;

    Builder(String test, String name) {
      this.test = test;
      this.name = name;
    }

    Case build() {
      List<Step> built = new ArrayList<>();
      for (Object[] step : steps) {
        built.add(step[1] == null ? new Step((String) step[0], null, null)
            : new Step(null, (String) step[0], step[1].toString()));
      }
      Map<String, String> wanted = new LinkedHashMap<>();
      wants.forEach((k, v) -> wanted.put(k, v.toString()));
      return new Case(test, name, built, List.copyOf(env), List.copyOf(args), List.copyOf(out), wanted, error, skip);
    }
  }
}
