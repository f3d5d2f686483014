package io.stackdrift;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The packages of ours a package uses, as its package-info says ({@link #said}) and as its code
 * does ({@link #used}), so that ArchitectureTest can hold the one to the other.
 *
 * <p>The sentence read is the package-info's first that starts with "Uses" (or "uses", after a
 * semicolon): every word in it that is a package's name counts ("report's Redactor" names report),
 * except in parentheses, which explain; "Uses no package of ours" (or "no other package of ours")
 * names none, and "Uses every package but a, b and c" names all the others (what follows a colon
 * there explains).
 */
final class PackageUses {
  private static final Path SOURCES = Path.of("src/main/java/io/stackdrift");
  private static final Pattern USES = Pattern.compile("(?:^|[.;:]\\s+)[Uu]ses\\s+([^.]*)\\.");
  private static final Pattern IMPORT = Pattern.compile("^import (?:static )?io\\.stackdrift\\.([a-z]+)\\.",
      Pattern.MULTILINE);

  private PackageUses() {}

  /** The packages the package-info of {@code name} says it uses; null when it has no "Uses" sentence. */
  static Set<String> said(String name, List<String> packages) throws IOException {
    String javadoc = javadoc(Files.readString(SOURCES.resolve(name).resolve("package-info.java")));
    Matcher uses = USES.matcher(javadoc);
    if (!uses.find()) {
      return null;
    }
    String sentence = withoutParentheses(uses.group(1));
    if (sentence.matches("(?s)no (other )?package of ours.*")) {
      return new TreeSet<>();
    }
    boolean allBut = sentence.startsWith("every package but ");
    if (allBut && sentence.contains(":")) {
      sentence = sentence.substring(0, sentence.indexOf(':')); // what follows the colon explains
    }
    Set<String> named = new TreeSet<>();
    for (String word : sentence.split("[^a-z']+")) {
      String bare = word.endsWith("'s") ? word.substring(0, word.length() - 2) : word;
      if (packages.contains(bare)) {
        named.add(bare);
      }
    }
    if (!allBut) {
      return named;
    }
    Set<String> others = new TreeSet<>(packages);
    others.removeAll(named);
    others.remove(name);
    return others;
  }

  /**
   * The packages of ours that the classes of {@code name} depend on (what the compiled code
   * refers to), and that its source files import (a constant the compiler inlined leaves no trace
   * in the classes).
   */
  static Set<String> used(String name, JavaClasses classes) throws IOException {
    String prefix = "io.stackdrift.";
    Set<String> used = new TreeSet<>();
    for (JavaClass c : classes) {
      if (!topPackage(c.getPackageName()).equals(name)) {
        continue;
      }
      for (Dependency d : c.getDirectDependenciesFromSelf()) {
        String target = d.getTargetClass().getPackageName();
        if (target.startsWith(prefix)) {
          used.add(topPackage(target));
        }
      }
    }
    try (Stream<Path> files = Files.list(SOURCES.resolve(name))) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        Matcher imported = IMPORT.matcher(Files.readString(file));
        while (imported.find()) {
          used.add(imported.group(1));
        }
      }
    }
    used.remove(name);
    return used;
  }

  /** {@code io.stackdrift.a.b} is {@code a}. */
  private static String topPackage(String javaPackage) {
    String rest = javaPackage.startsWith("io.stackdrift.") ? javaPackage.substring("io.stackdrift.".length()) : "";
    int dot = rest.indexOf('.');
    return dot < 0 ? rest : rest.substring(0, dot);
  }

  /** The text of the first doc comment, on one line: its leading asterisks and line breaks gone. */
  private static String javadoc(String source) {
    int start = source.indexOf("/**");
    int end = source.indexOf("*/", start);
    List<String> lines = new ArrayList<>();
    for (String line : source.substring(start + 3, end).split("\n")) {
      lines.add(line.strip().replaceFirst("^\\*\\s?", ""));
    }
    return String.join(" ", lines).replaceAll("\\{@\\w+ ([^}]*)}", "$1").replaceAll("\\s+", " ").strip();
  }

  private static String withoutParentheses(String text) {
    StringBuilder out = new StringBuilder();
    int depth = 0;
    for (char c : text.toCharArray()) {
      if (c == '(') {
        depth++;
      } else if (c == ')') {
        depth = Math.max(0, depth - 1);
      } else if (depth == 0) {
        out.append(c);
      }
    }
    return out.toString().strip();
  }
}
