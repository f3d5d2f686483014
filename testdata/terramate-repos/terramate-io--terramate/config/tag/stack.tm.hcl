// Copyright 2024 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package tag // import \"github.com/terramate-io/terramate/config/tag\""
  description = "package tag // import \"github.com/terramate-io/terramate/config/tag\"\n\nPackage tag provides helpers for dealing with Terramate tags.\n\nconst ErrInvalidTag errors.Kind = \"invalid tag\"\nfunc Validate(tag string) error"
  tags        = ["config", "golang", "tag"]
  id          = "45241b3c-29b9-4f8a-92ed-84bd479dfae5"
}
