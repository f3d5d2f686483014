trigger {
  ctime   = 1743164969
  reason  = "Created using Terramate CLI without setting specific reason."
  type    = changed
  context = stack
}
