package io.stackdrift.container;

/** Container findings (contract §5), in the order the contract lists them, with stackkit codes. */
public enum FindingKind {
  LIVE_MISSING("live-missing", "runtime-service-set-changed"),
  NOT_RUNNING("not-running", "runtime-service-set-changed"),
  REPLICAS("replicas", "runtime-service-set-changed"),
  IMAGE_DRIFTED("image-drifted", "runtime-service-set-changed"),
  UNHEALTHY("unhealthy", "runtime-health-changed"),
  CONFIG_DRIFTED("config-drifted", "runtime-compose-changed"),
  ORPHAN("orphan", "runtime-service-set-changed");

  private final String json;
  private final String code;

  FindingKind(String json, String code) {
    this.json = json;
    this.code = code;
  }

  public String json() {
    return json;
  }

  public String code() {
    return code;
  }
}
