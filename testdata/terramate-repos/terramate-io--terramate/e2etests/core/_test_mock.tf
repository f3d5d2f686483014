// TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT

resource "local_file" "core" {
  content = <<-EOT
core
EOT

  filename = "${path.module}/mock-core.ignore"
}
