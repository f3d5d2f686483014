stack {
  name  = "db"
  id    = "stackkit-2c3d4e5f607182930415"
  tags  = ["stackkit", "role/workload", "site/lab", "node/node-1", "module/db"]
  after = ["/.stackkit/runtime/core/opentofu"]
}
