resource "terraform_data" "core_up" {
  input = {
    service = "core"
    version = "v1"
  }
}

output "version" {
  value = terraform_data.core_up.output.version
}
