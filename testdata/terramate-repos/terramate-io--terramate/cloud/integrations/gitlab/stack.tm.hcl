// Copyright 2024 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package gitlab // import \"github.com/terramate-io/terramate/cmd/terramate/cli/gitlab\""
  description = "package gitlab // import \"github.com/terramate-io/terramate/cmd/terramate/cli/gitlab\"\n\nPackage gitlab provides a SDK and helpers for the gitlab provider.\n\nconst ErrNotFound errors.Kind = \"resource not found (HTTP Status: 404)\"\ntype Client struct{ ... }\ntype MR struct{ ... }\ntype MRs []MR\ntype User struct{ ... }"
  tags        = ["cli", "cmd", "gitlab", "golang", "terramate"]
  id          = "7d36b8af-2c53-4945-93cc-94511e0aefb5"
}
