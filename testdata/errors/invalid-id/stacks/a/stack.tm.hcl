stack {
  id = "not a valid id!"
}
