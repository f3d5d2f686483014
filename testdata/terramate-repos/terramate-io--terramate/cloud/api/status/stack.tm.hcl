// Copyright 2025 Terramate GmbH
// SPDX-License-Identifier: MPL-2.0

stack {
  name        = "package status // import \"github.com/terramate-io/terramate/cloud/api/status\""
  description = "package status // import \"github.com/terramate-io/terramate/cloud/api/status\"\n\nfunc ParseFilters(stackStatus, deploymentStatus, driftStatus string) (resources.StatusFilters, error)"
  tags        = ["api", "cloud", "golang", "status"]
  id          = "b2be660f-b75c-4ea7-b208-61b17e7c58af"
}
