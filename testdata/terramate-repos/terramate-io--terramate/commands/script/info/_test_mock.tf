// TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT

resource "local_file" "info" {
  content = <<-EOT
package info // import "github.com/terramate-io/terramate/commands/script/info"

Package info provides the "script info" command.

type Spec struct{ ... }
EOT

  filename = "${path.module}/mock-info.ignore"
}
