// TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT

resource "local_file" "create" {
  content = <<-EOT
package create // import "github.com/terramate-io/terramate/commands/stack/create"

Package create provides the create stack command.

type Spec struct{ ... }
EOT

  filename = "${path.module}/mock-create.ignore"
}
