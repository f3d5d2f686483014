trigger {
  ctime   = 1743119640
  reason  = "Created using Terramate CLI without setting specific reason."
  type    = changed
  context = stack
}
