// TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT

resource "local_file" "rungraph" {
  content = <<-EOT
package rungraph // import "github.com/terramate-io/terramate/commands/experimental/rungraph"

Package rungraph provides the run-graph command.

type Spec struct{ ... }
EOT

  filename = "${path.module}/mock-rungraph.ignore"
}
