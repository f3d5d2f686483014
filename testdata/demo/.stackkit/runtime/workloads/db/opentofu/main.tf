resource "terraform_data" "db_up" {
  input = {
    service = "db"
    version = "v1"
  }
}

output "version" {
  value = terraform_data.db_up.output.version
}
