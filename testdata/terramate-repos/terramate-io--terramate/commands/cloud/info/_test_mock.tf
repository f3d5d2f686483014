// TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT

resource "local_file" "info" {
  content = <<-EOT
package info // import "github.com/terramate-io/terramate/commands/cloud/info"

Package info provides the cloud info command.

type Spec struct{ ... }
EOT

  filename = "${path.module}/mock-info.ignore"
}
