// TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT

resource "terraform_data" "vpc" {
  input = {
    cidr = "10.0.1.0/24"
    name = "acme-subnets"
    tags = {
      eu-central-1 = "EU-CENTRAL-1"
      eu-west-1    = "EU-WEST-1"
      stack        = "subnets"
    }
  }
}
