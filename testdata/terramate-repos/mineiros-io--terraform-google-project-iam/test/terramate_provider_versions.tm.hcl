globals {
  provider                    = "google"
  minimum_provider_version    = "4.0"
  provider_version_constraint = "~> ${global.minimum_provider_version}"
}
