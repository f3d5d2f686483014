// Copyright 2024 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package cloud // import \"github.com/terramate-io/terramate/test/cloud\""
  description = "package cloud // import \"github.com/terramate-io/terramate/test/cloud\"\n\nPackage cloud provides testing helpers for the TMC cloud.\n\nfunc PutStack(t *testing.T, addr string, orgUUID cloud.UUID, st cloud.StackObject)"
  tags        = ["cloud", "golang", "test"]
  id          = "7ea9aa1d-86ce-4209-85a5-cec41f413a39"
}
