// TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT

resource "local_file" "clone" {
  content = <<-EOT
package clone // import "github.com/terramate-io/terramate/commands/clone"

Package clone provides the clone command.

type Spec struct{ ... }
EOT

  filename = "${path.module}/mock-clone.ignore"
}
