stack {
  id    = "stackkit-4e5f6071829304152637"
  tags  = ["stackkit", "role/federation", "site/lab", "node/node-1", "module/federation"]
  after = ["tag:role/edge"]
}
