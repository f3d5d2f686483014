stack {
  name = "db"
  id   = "stackkit-7bdc25d1694ef984782a"
  tags = ["stackkit", "role/workload", "module/db"]
  after = ["tag:role/core"]
}
