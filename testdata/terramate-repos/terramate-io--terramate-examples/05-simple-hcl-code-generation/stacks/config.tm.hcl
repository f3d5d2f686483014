globals "terraform" "modules" "vpc" {
  version = "2.2.0"
}
