# TERRAMATE: GENERATED AUTOMATICALLY DO NOT EDIT

module "labels" {
  business_criticality = "business-operational"
  data_classification  = "internal"
  managed_by           = "terramate"
  name_prefix          = "kaddy"
  name_suffix          = ""
  owner                = "platform-team"
  part_of              = "kaddy"
  service              = "lb"
  source               = "../../../modules/labels"
  track                = "stable"
}
