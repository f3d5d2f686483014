stack {
  name        = "providers"
  description = "providers"
  id          = "91d68d46-42f4-4c78-9446-a099b174bdc4"
  tags        = ["tests", "terraform"]
}
