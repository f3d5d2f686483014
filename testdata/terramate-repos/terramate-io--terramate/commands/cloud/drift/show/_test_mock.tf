// TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT

resource "local_file" "show" {
  content = <<-EOT
package show // import "github.com/terramate-io/terramate/commands/cloud/drift/show"

Package show provides the cloud drift show command.

type Spec struct{ ... }
EOT

  filename = "${path.module}/mock-show.ignore"
}
