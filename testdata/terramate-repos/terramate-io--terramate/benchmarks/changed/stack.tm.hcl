// Copyright 2024 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package changed // import \"github.com/terramate-io/terramate/benchmarks/changed\""
  description = "package changed // import \"github.com/terramate-io/terramate/benchmarks/changed\"\n\nPackage changed contains benchmarks to the change detection system."
  tags        = ["benchmarks", "changed", "golang"]
  id          = "68c9593d-aabe-4d20-9b4c-8dbc9c5d2417"
}
