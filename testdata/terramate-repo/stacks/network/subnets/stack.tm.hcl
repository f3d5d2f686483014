stack {
  name = "subnets"
  id   = "subnets"
  tags = ["infra"]
}
