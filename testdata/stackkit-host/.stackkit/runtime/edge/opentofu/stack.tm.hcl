stack {
  name  = "edge"
  id    = "stackkit-3d4e5f60718293041526"
  tags  = ["stackkit", "role/edge", "site/lab", "node/node-1", "module/edge"]
  after = ["../../workloads/app/opentofu", "../../workloads/db/opentofu"]
}
