stack {
  id = "shared"
}
