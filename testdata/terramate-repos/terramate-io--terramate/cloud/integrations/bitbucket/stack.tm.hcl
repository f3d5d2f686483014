// Copyright 2024 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package bitbucket // import \"github.com/terramate-io/terramate/cmd/terramate/cli/bitbucket\""
  description = "package bitbucket // import \"github.com/terramate-io/terramate/cmd/terramate/cli/bitbucket\"\n\nPackage bitbucket implements the client for Bitbucket Cloud.\n\ntype Actor struct{ ... }\ntype Branch struct{ ... }\ntype Client struct{ ... }\ntype Commit struct{ ... }\ntype PR struct{ ... }\ntype PRs []PR\ntype PullRequestResponse struct{ ... }\ntype Rendered struct{ ... }\ntype RenderedContent struct{ ... }\ntype Summary RenderedContent\ntype TargetBranch struct{ ... }"
  tags        = ["bitbucket", "cli", "cmd", "golang", "terramate"]
  id          = "a71a1a4f-bfff-4ffa-9bce-afa604969904"
}
