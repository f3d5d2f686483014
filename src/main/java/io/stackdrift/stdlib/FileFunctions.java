package io.stackdrift.stdlib;

import io.stackdrift.eval.Arguments;
import io.stackdrift.eval.HclEvalException;
import io.stackdrift.eval.HclFunction;
import io.stackdrift.eval.JsonEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Base64;
import java.util.Deque;
import java.util.HexFormat;
import java.util.Map;

/**
 * Path functions: tm_abspath (Terramate's: relative to the file's directory), tm_dirname and
 * tm_basename (Go's filepath), and tm_file, tm_fileexists and the file hashes (tm_filemd5,
 * tm_filesha256, tm_filebase64, …), whose reading the context decides (its refusal is the error, as
 * the context words it). The hashes read the file as tm_file does: a file that is not UTF-8 text is
 * refused, where Terramate would hash its bytes.
 */
final class FileFunctions {
  private FileFunctions() {}

  static void register(Map<String, HclFunction> functions) {
    functions.put("tm_abspath", a -> absolute(a.count(1).string(0), a));
    functions.put("tm_dirname", a -> dirname(a.count(1).string(0)));
    functions.put("tm_basename", a -> basename(a.count(1).string(0)));
    functions.put("tm_file", FileFunctions::file);
    functions.put("tm_fileexists", FileFunctions::fileExists);
    functions.put("tm_fileset", FileFunctions::fileSet);
    functions.put("tm_filebase64", a -> base64(file(a).getBytes(StandardCharsets.UTF_8)));
    functions.put("tm_filemd5", a -> hex(EncodingFunctions.digest("MD5", file(a))));
    functions.put("tm_filesha1", a -> hex(EncodingFunctions.digest("SHA-1", file(a))));
    functions.put("tm_filesha256", a -> hex(EncodingFunctions.digest("SHA-256", file(a))));
    functions.put("tm_filesha512", a -> hex(EncodingFunctions.digest("SHA-512", file(a))));
    functions.put("tm_filebase64sha256", a -> base64(EncodingFunctions.digest("SHA-256", file(a))));
    functions.put("tm_filebase64sha512", a -> base64(EncodingFunctions.digest("SHA-512", file(a))));
  }

  private static String absolute(String path, Arguments a) throws HclEvalException {
    if (path.startsWith("/")) {
      return clean(path);
    }
    String base = a.context().baseDirectory();
    if (base == null) {
      throw a.error("there is no directory here to resolve the relative path " + JsonEncoder.quote(path) + " against");
    }
    return clean(base + "/" + path);
  }

  private static String hex(byte[] bytes) {
    return HexFormat.of().formatHex(bytes);
  }

  private static String base64(byte[] bytes) {
    return Base64.getEncoder().encodeToString(bytes);
  }

  /** The file's text (tm_file's reading; the hashing functions hash its UTF-8 bytes, which are the file's). */
  private static String file(Arguments a) throws HclEvalException {
    String path = a.count(1).string(0);
    String resolved = path.startsWith("/") || a.context().baseDirectory() == null ? path : absolute(path, a);
    return a.context().readFile(resolved);
  }

  /** OpenTofu's fileexists: true for a regular file, false for nothing; bounded to the workspace by the context. */
  private static Object fileExists(Arguments a) throws HclEvalException {
    String path = a.count(1).string(0);
    String resolved = path.startsWith("/") || a.context().baseDirectory() == null ? path : absolute(path, a);
    return a.context().fileExists(clean(resolved));
  }

  /**
   * OpenTofu's fileset: the regular files under the path whose path relative to it matches the
   * pattern (doublestar's: * and ? within a name, ** across directories, [class], {a,b}), as a set.
   */
  private static Object fileSet(Arguments a) throws HclEvalException {
    String path = a.count(2).string(0);
    String pattern = clean(a.string(1));
    if (pattern.equals("..") || pattern.startsWith("../") || pattern.startsWith("/")) {
      throw a.error(1, "leads out of the path; stackdrift matches patterns inside it only");
    }
    String resolved = path.startsWith("/") || a.context().baseDirectory() == null ? path : absolute(path, a);
    com.google.re2j.Pattern matcher;
    try {
      matcher = com.google.re2j.Pattern.compile(Glob.toRegex(pattern));
    } catch (IllegalArgumentException e) {
      throw a.error(1, "is an invalid pattern: " + e.getMessage());
    }
    java.util.List<Object> matches = new java.util.ArrayList<>();
    for (String file : a.context().regularFiles(clean(resolved))) {
      if (matcher.matches(file)) {
        matches.add(file);
      }
    }
    return ConversionFunctions.set(matches, a, 0);
  }

  /** Go's filepath.Clean on a slash path: no empty, "." or inner ".." elements. */
  static String clean(String path) {
    if (path.isEmpty()) {
      return ".";
    }
    boolean rooted = path.startsWith("/");
    Deque<String> elements = new ArrayDeque<>();
    for (String element : path.split("/")) {
      if (element.isEmpty() || element.equals(".")) {
        continue;
      }
      if (element.equals("..")) {
        if (!elements.isEmpty() && !elements.peekLast().equals("..")) {
          elements.removeLast();
        } else if (!rooted) {
          elements.addLast("..");
        }
        continue;
      }
      elements.addLast(element);
    }
    String joined = String.join("/", elements);
    if (rooted) {
      return "/" + joined;
    }
    return joined.isEmpty() ? "." : joined;
  }

  /** Go's filepath.Dir: all but the last element, cleaned. */
  private static String dirname(String path) {
    int slash = path.lastIndexOf('/');
    return clean(slash < 0 ? "." : path.substring(0, slash + 1));
  }

  /** Go's filepath.Base: the last element; "." for an empty path, "/" for only slashes. */
  private static String basename(String path) {
    if (path.isEmpty()) {
      return ".";
    }
    int end = path.length();
    while (end > 0 && path.charAt(end - 1) == '/') {
      end--;
    }
    String trimmed = path.substring(0, end);
    if (trimmed.isEmpty()) {
      return "/";
    }
    return trimmed.substring(trimmed.lastIndexOf('/') + 1);
  }
}
