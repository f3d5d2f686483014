generate_hcl "_terramate_generated_main.tf" {
  lets {
    cidr = tm_cidrsubnet("10.0.0.0/16", 8, 1)
  }
  content {
    resource "terraform_data" "vpc" {
      input = {
        name = "${global.project}-${terramate.stack.name}"
        cidr = let.cidr
        tags = tm_merge(global.labels, { stack = terramate.stack.id })
      }
    }
  }
}

script "deploy" {
  description = "Plan and apply"
  job {
    commands = [
      ["tofu", "init"],
      ["tofu", "apply", "-auto-approve", "-var=x=${global.project}"],
    ]
  }
}
