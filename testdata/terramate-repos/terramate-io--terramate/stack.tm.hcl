// Copyright 2024 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package terramate // import \"github.com/terramate-io/terramate\""
  description = "package terramate // import \"github.com/terramate-io/terramate\"\n\nPackage terramate provides functions for managing terraform stacks. A stack is a\nunit of independent runnable terraform modules.\n\nfunc Version() string"
  tags        = ["golang", "tag.with.dots"]
  id          = "ff77cc8c-87da-4411-bdbe-ad2feec7ba23"
}
