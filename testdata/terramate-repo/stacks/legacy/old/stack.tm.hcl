stack {
  id = "legacy-old"
}
