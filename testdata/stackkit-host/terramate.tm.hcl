terramate {
  required_version = ">= 0.9.0"
  config {
    git {
      default_branch = "main"
    }
  }
}
