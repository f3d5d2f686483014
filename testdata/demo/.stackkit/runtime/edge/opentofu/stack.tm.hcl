stack {
  name  = "edge"
  id    = "stackkit-a1cb100f57e971cacf26"
  tags  = ["stackkit", "role/edge", "module/edge"]
  after = ["tag:role/workload"]
}
