stack {
  id   = "a"
  tags = ["Role/Core", "ok", "ok"]
}
