stack {
  id = "a"
  tags = ["x"
