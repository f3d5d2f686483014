// TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT

resource "local_file" "cloud" {
  content = <<-EOT
cloud
EOT

  filename = "${path.module}/mock-cloud.ignore"
}
