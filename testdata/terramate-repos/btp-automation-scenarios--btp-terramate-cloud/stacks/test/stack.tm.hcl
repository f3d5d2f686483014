stack {
  name        = "testing"
  description = "Stack for BTP testing setup"
  tags        = ["tst"]
  id          = "e33fa601-cf67-41d4-96da-44622337e308"
}
