package io.stackdrift.discovery;

import java.util.List;

/**
 * A global as a directory defines it: its key path (a labelled block's labels, then the attribute's
 * name), whether it is an attribute ({@code false}: a labelled block without attributes, which only
 * makes the object exist), and the directory whose configuration it is part of (the importing one
 * for an imported file), in Terramate's project-path form.
 */
public record GlobalDefinition(List<String> path, boolean attribute, Definition definition, String configDir) {

  public String name() {
    return String.join(".", path);
  }
}
