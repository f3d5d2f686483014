/* The database runs after every infra stack. */
stack {
  name  = "db"
  id    = "db"
  tags  = ["data", "module/db"]
  after = ["tag:infra"]
}
