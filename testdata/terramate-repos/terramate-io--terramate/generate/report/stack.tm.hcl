// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package report // import \"github.com/terramate-io/terramate/generate/report\""
  description = "package report // import \"github.com/terramate-io/terramate/generate/report\"\n\nPackage report provides a report of the code generation process.\n\ntype Dir struct{ ... }\ntype FailureResult struct{ ... }\ntype Report struct{ ... }\n    func Merge(reportChan chan *Report) *Report\ntype Result struct{ ... }"
  tags        = ["generate", "golang", "report"]
  id          = "c9ba6552-72b6-46ad-8ef1-828183f72d59"
}
