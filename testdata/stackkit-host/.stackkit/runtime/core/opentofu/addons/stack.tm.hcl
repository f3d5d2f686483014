stack {
  name = "core-addons"
  id   = "stackkit-0a1b2c3d4e5f60718294"
  tags = ["stackkit", "role/core", "site/lab", "node/node-1", "module/core-addons"]
}
