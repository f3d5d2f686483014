package io.stackdrift.discovery;

import io.stackdrift.eval.GoStringOrder;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Workspace paths as Terramate compares and resolves them: the byte (code point) order of paths, in
 * which stacks are listed and ordered, and a relative entry made workspace-absolute. Used by the
 * scanner and the reader, and by the run order above them.
 */
public final class StackPaths {
  /** Go's string order, which Terramate sorts by: UTF-8 bytes, i.e. code points, not UTF-16 units. */
  public static final Comparator<String> BYTE_ORDER = GoStringOrder.ORDER;
  public static final Comparator<Stack> PATH_ORDER = Comparator.comparing(Stack::workspacePath, BYTE_ORDER);

  private StackPaths() {}

  /** An entry as a workspace-absolute, normalised path: {@code ../a} from {@code /s/b} is {@code /s/a}. */
  public static String absolute(String from, String entry) {
    String path = entry.startsWith("/") ? entry : from + "/" + entry;
    List<String> parts = new ArrayList<>();
    for (String part : path.split("/")) {
      if (part.isEmpty() || part.equals(".")) {
        continue;
      }
      if (part.equals("..")) {
        if (!parts.isEmpty()) {
          parts.remove(parts.size() - 1);
        }
      } else {
        parts.add(part);
      }
    }
    return "/" + String.join("/", parts);
  }
}
