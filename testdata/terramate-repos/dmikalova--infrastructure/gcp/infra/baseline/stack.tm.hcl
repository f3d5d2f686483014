stack {
  name        = "GCP Baseline"
  description = "GCP project foundation: APIs, IAM, budget, state bucket"
  id          = "gcp-infra-baseline"
  tags        = ["google", "google-beta", "sops"]
}
