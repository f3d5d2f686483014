stack {
  name        = "Main VPC"
  description = "This stack deploys a simple AWS VPC in us-west-1."
  id          = "2e03e2fb-ce5f-4c19-9757-e4636491a446"
}
