resource "terraform_data" "app_up" {
  input = {
    service = "app"
    version = "v1"
  }
}

output "version" {
  value = terraform_data.app_up.output.version
}
