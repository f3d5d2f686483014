// TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT

resource "local_file" "create" {
  content = <<-EOT
package create // import "github.com/terramate-io/terramate/commands/component/create"

Package create provides the component create command.

type Metadata struct{ ... }
type Spec struct{ ... }
type Variable struct{ ... }
EOT

  filename = "${path.module}/mock-create.ignore"
}
