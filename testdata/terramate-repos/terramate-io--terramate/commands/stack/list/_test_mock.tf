// TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT

resource "local_file" "list" {
  content = <<-EOT
package list // import "github.com/terramate-io/terramate/commands/stack/list"

Package list provides the list command.

type Spec struct{ ... }
type StatusFilters struct{ ... }
EOT

  filename = "${path.module}/mock-list.ignore"
}
