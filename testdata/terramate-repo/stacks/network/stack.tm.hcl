stack {
  name        = "network"
  description = <<-EOT
    Shared VPC and subnets.
  EOT
  id          = "network"
  tags        = ["infra", "module/network"]
}
