package io.stackdrift.fs;

/** The permission bits the trust checks read, and the one rule they share about shared directories. */
final class Modes {
  private static final int OTHERS_WRITE = 0002;
  private static final int STICKY = 01000;

  private Modes() {}

  static boolean othersWrite(int mode) {
    return (mode & OTHERS_WRITE) != 0;
  }

  static boolean sticky(int mode) {
    return (mode & STICKY) != 0;
  }

  /**
   * Others may write it, and not as in {@code /tmp} (owned by root with the sticky bit, where each
   * user may change only their own entries).
   */
  static boolean openToOthers(int mode, int owner) {
    return othersWrite(mode) && !(sticky(mode) && owner == 0);
  }
}
