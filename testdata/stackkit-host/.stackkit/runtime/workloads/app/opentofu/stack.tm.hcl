stack {
  name  = "app"
  id    = "stackkit-1b2c3d4e5f6071829304"
  tags  = ["stackkit", "role/workload", "site/lab", "node/node-1", "module/app"]
  after = ["tag:role/core"]
}
