resource "terraform_data" "cache_up" {
  input = {
    service = "cache"
    version = "v1"
  }
}

output "version" {
  value = terraform_data.cache_up.output.version
}
