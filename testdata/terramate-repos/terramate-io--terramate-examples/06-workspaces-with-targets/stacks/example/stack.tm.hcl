stack {
  name        = "Terraform CLI Workspaces with Deployment Targets Example Stack"
  description = "This stack demonstrates how to use Terraform CLI workspaces with deployment targets in Terramate."
  id          = "a36b4c88-e305-4d8b-b5b3-a50b5b943f35"
}
