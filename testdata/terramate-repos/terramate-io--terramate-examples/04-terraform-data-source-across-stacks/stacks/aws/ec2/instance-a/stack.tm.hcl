stack {
  name        = "instance-a"
  description = "instance-a"
  id          = "ffca51f-1666-4572-b838-10634354b85c"
}
