// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package vendordownload // import \"github.com/terramate-io/terramate/commands/experimental/vendordownload\""
  description = "package vendordownload // import \"github.com/terramate-io/terramate/commands/experimental/vendordownload\"\n\nPackage vendordownload provides the vendor download command.\n\ntype Spec struct{ ... }"
  tags        = ["commands", "experimental", "golang", "vendordownload"]
  id          = "909f50ee-528b-4da1-a16a-d0e585dace8f"
}
