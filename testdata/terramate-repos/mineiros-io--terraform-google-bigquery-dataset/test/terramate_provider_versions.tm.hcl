globals {
  provider                    = "google"
  minimum_provider_version    = "5.39"
  provider_version_constraint = "~> 6.0"
}
