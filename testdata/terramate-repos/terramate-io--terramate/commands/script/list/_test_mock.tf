// TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT

resource "local_file" "list" {
  content = <<-EOT
package list // import "github.com/terramate-io/terramate/commands/script/list"

Package list provides the script list command.

type Spec struct{ ... }
EOT

  filename = "${path.module}/mock-list.ignore"
}
