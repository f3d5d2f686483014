// Copyright 2024 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package manifest // import \"github.com/terramate-io/terramate/modvendor/manifest\""
  description = "package manifest // import \"github.com/terramate-io/terramate/modvendor/manifest\"\n\nPackage manifest implements vendor manifest parsing.\n\nfunc LoadFileMatcher(rootdir string) (gitignore.Matcher, error)"
  tags        = ["golang", "manifest", "modvendor"]
  id          = "146789a2-dbab-4938-a1f0-0dd21fe94fa8"
}
