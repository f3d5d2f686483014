// Copyright 2024 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package verbosity // import \"github.com/terramate-io/terramate/errors/verbosity\""
  description = "package verbosity // import \"github.com/terramate-io/terramate/errors/verbosity\"\n\nPackage verbosity defines the common Terramate error verbosity levels.\n\nconst V0 int = iota ..."
  tags        = ["errors", "golang", "verbosity"]
  id          = "74ec6e10-bea7-426f-bd3d-aa5cce0f7b5a"
}
