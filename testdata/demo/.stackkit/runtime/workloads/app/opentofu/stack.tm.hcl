stack {
  name = "app"
  id   = "stackkit-a172cedcae47474b615c"
  tags = ["stackkit", "role/workload", "module/app"]
  after = ["tag:role/core"]
}
