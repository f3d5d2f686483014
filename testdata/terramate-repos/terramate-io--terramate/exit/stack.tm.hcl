// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package exit // import \"github.com/terramate-io/terramate/exit\""
  description = "package exit // import \"github.com/terramate-io/terramate/exit\"\n\nPackage exit provides standard exit codes for Terramate.\n\ntype Status int\n    const OK Status = iota ..."
  tags        = ["exit", "golang"]
  id          = "6f1acfec-42ba-4f5c-9425-7f89f2159097"
}
