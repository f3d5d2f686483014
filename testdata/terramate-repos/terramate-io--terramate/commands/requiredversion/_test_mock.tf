// TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT

resource "local_file" "requiredversion" {
  content = <<-EOT
package requiredversion // import "github.com/terramate-io/terramate/commands/requiredversion"

Package requiredversion provides the required-version command.

type Spec struct{ ... }
EOT

  filename = "${path.module}/mock-requiredversion.ignore"
}
