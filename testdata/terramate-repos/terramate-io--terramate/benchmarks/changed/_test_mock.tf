// TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT

resource "local_file" "changed" {
  content = <<-EOT
package changed // import "github.com/terramate-io/terramate/benchmarks/changed"

Package changed contains benchmarks to the change detection system.
EOT

  filename = "${path.module}/mock-changed.ignore"
}
