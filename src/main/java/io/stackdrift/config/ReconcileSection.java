package io.stackdrift.config;

/** {@code [reconcile]}: how applies wait for the lock and what they replace. */
final class ReconcileSection {
  private ReconcileSection() {}

  static Config.Reconcile read(ConfigTable top, Config.Reconcile defaults) {
    ConfigTable t = top.table("reconcile");
    t.allow("lock_timeout", "replace");
    return new Config.Reconcile(
        t.duration("lock_timeout", defaults.lockTimeout(), false),
        t.strings("replace"));
  }
}
