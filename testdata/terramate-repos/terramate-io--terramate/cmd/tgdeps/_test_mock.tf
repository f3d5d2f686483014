// TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT

resource "local_file" "tgdeps" {
  content = <<-EOT
Package main implements tgdeps.
EOT

  filename = "${path.module}/mock-tgdeps.ignore"
}
