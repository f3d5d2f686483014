stack {
  name = "cache"
  id   = "stackkit-5e1ecee06a7fc06f305a"
  tags = ["stackkit", "role/workload", "module/cache"]
  after = ["tag:role/core"]
}
