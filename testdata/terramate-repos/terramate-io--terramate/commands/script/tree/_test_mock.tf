// TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT

resource "local_file" "tree" {
  content = <<-EOT
package tree // import "github.com/terramate-io/terramate/commands/script/tree"

Package tree provides the script tree command.

type Spec struct{ ... }
EOT

  filename = "${path.module}/mock-tree.ignore"
}
