package io.stackdrift.config;

/** {@code [reconcile]}: how applies wait for the lock, what they replace, and how long they may run. */
final class ReconcileSection {
  private ReconcileSection() {}

  static Config.Reconcile read(ConfigTable top, Config.Reconcile defaults) {
    ConfigTable t = top.table("reconcile");
    t.allow(ConfigKeys.names("reconcile"));
    return new Config.Reconcile(
        t.duration("lock_timeout", defaults.lockTimeout(), false),
        t.strings("replace"),
        t.duration("timeout", defaults.timeout(), false),
        t.duration("kill_grace", defaults.killGrace(), true));
  }
}
