stack {
  id = "SHARED"
}
