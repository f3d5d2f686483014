// TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT

resource "local_file" "run" {
  content = <<-EOT
package run // import "github.com/terramate-io/terramate/commands/script/run"

Package run provides the script run command.

type Spec struct{ ... }
EOT

  filename = "${path.module}/mock-run.ignore"
}
