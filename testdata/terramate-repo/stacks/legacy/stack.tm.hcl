stack {
  id = "legacy"
}
