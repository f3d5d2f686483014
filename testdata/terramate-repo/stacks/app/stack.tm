// A stack without an id: its id is its path.
stack {
  name   = "app"
  tags   = ["app", "module/app"]
  after  = ["/stacks/db"]
  before = ["../monitoring"]
  wants  = ["/stacks/db"]
}

generate_file "version.txt" {
  condition = global.environment != "prod" && tm_length(global.regions) > 1
  content   = "%{ for r in global.regions }${r}\n%{ endfor }"
}
