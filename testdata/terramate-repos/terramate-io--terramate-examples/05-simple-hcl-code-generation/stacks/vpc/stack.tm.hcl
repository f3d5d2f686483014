stack {
  name        = "VPC"
  description = "Example stack to show how to use the simplified adhoc HCL code generation with Terramate"
  id          = "b5742212-e9aa-46a3-892d-5159845681a4"
}
