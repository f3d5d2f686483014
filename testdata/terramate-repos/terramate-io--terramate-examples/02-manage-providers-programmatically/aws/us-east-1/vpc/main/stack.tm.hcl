stack {
  name        = "Main VPC"
  description = "This stack deploys a simple AWS VPC in us-east-1."
  id          = "05cb70d5-a2a6-4b36-bf20-2e01ade1070e"
}
