package io.stackdrift.config;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** The problems of one configuration file, each at the line of the key it is about; reported together. */
final class ConfigProblems {
  private final Path file;
  private final KeyLines locator;
  private final List<Diagnostic> problems = new ArrayList<>();

  ConfigProblems(Path file, String text) {
    this.file = file;
    this.locator = new KeyLines(text);
  }

  void add(String section, String key, String message) {
    problems.add(new Diagnostic(file, lineOf(section, key), 0, message));
  }

  int lineOf(String section, String key) {
    return locator.lineOf(section, key);
  }

  KeyLines lines() {
    return locator;
  }

  boolean isEmpty() {
    return problems.isEmpty();
  }

  /** In the order of the file: a reader fixes them top to bottom. */
  List<Diagnostic> inFileOrder() {
    List<Diagnostic> sorted = new ArrayList<>(problems);
    sorted.sort(Comparator.comparingInt(Diagnostic::line));
    return sorted;
  }
}
