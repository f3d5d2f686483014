stack {
  name  = "mail"
  id    = "stackkit-5f60718293041526374a"
  tags  = ["stackkit", "role/workload", "site/lab", "node/node-1", "module/mail"]
  after = ["tag:role/core"]
}
