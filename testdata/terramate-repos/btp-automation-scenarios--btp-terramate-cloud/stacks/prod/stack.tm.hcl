stack {
  name        = "production"
  description = "Stack for BTP production setup"
  tags        = ["prd"]
  id          = "131616f9-fd80-41a9-a1e9-10b5e43d3058"
}
