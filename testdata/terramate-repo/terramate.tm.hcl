terramate {
  config {
    git {
      default_branch = "main"
    }
    run {
      env {
        TF_PLUGIN_CACHE_DIR = "${env.HOME}/.terraform.d/plugin-cache"
      }
    }
  }
}

globals {
  project     = "acme"
  environment = tm_try(env.ENVIRONMENT, "dev")
  regions     = ["eu-west-1", "eu-central-1"]
  labels      = { for r in global.regions : r => tm_upper(r) }
  banner      = <<-EOT
    Managed by Terramate for ${global.project}.
    Do not edit: { this brace is text }
  EOT
}
