stack {
  name        = "Main VPC"
  description = "This stack deploys a simple Google Cloud VPC in europe-west1."
  id          = "b1fcee91-6aeb-402a-b9d9-a9e7b6cc82ae"
}
