stack {
  name        = "instance-a"
  description = "instance-a"
  id          = "249e7f6-dcbc-4038-8a94-012aa17c081f"
}
