// Copyright 2024 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package errlog // import \"github.com/terramate-io/terramate/errors/errlog\""
  description = "package errlog // import \"github.com/terramate-io/terramate/errors/errlog\"\n\nPackage errlog provides functions to log Terramate errors nicely and in a\nconsistent manner.\n\nfunc Warn(logger zerolog.Logger, err error, args ...any)"
  tags        = ["errlog", "errors", "golang"]
  id          = "3d33d880-eef2-4aaa-9a85-f7bdab8d0be8"
}
