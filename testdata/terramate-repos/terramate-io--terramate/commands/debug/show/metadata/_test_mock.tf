// TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT

resource "local_file" "metadata" {
  content = <<-EOT
package metadata // import "github.com/terramate-io/terramate/commands/debug/show/metadata"

Package metadata provides the show-metadata command.

type Spec struct{ ... }
EOT

  filename = "${path.module}/mock-metadata.ignore"
}
