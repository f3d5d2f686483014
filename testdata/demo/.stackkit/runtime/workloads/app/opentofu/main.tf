# Sensitive, so a drift report says that it changed and never what it is.
variable "release_token" {
  type      = string
  sensitive = true
  default   = "release-token-v1"
}

resource "terraform_data" "app_up" {
  input = {
    service       = "app"
    version       = "v1"
    release_token = var.release_token
  }
}

output "version" {
  value = terraform_data.app_up.output.version
}
