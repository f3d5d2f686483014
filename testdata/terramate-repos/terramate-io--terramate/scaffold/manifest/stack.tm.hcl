// Copyright 2026 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package manifest // import \"github.com/terramate-io/terramate/scaffold/manifest\""
  description = "package manifest // import \"github.com/terramate-io/terramate/scaffold/manifest\"\n\nPackage manifest provides types and functions for loading package manifests.\n\ntype Bundle struct{ ... }\ntype Component struct{ ... }\ntype Package struct{ ... }\n    func LoadFile(path string) ([]*Package, error)"
  tags        = ["golang", "manifest", "scaffold"]
  id          = "15e412ce-ab68-4b52-80e6-bedf7ae55246"
}
