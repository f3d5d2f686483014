// Copyright 2024 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package strconv // import \"github.com/terramate-io/terramate/strconv\""
  description = "package strconv // import \"github.com/terramate-io/terramate/strconv\"\n\nPackage strconv provides helper functions for the Go standard strconv package.\n\nfunc Atoi64(a string) (int64, error)\nfunc Itoa64(i int64) string"
  tags        = ["golang", "strconv"]
  id          = "1497d99c-2088-4ca4-87e1-4c1a182b78ec"
}
