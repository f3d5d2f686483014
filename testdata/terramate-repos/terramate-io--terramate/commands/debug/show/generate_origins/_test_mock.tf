// TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT

resource "local_file" "generate_origins" {
  content = <<-EOT
package generateorigins // import "github.com/terramate-io/terramate/commands/debug/show/generate_origins"

Package generateorigins provides the generate-origins command.

type Spec struct{ ... }
EOT

  filename = "${path.module}/mock-generate_origins.ignore"
}
