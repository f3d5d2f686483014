/**
 * Every rendering of a report: the table, Markdown, HTML, JUnit, Prometheus, reconcile's view, and
 * terminal and HTML escaping. Pure functions of the report: no file, process or event. Uses report,
 * render (generate's report), terramate (the run environments list --run-env shows), discovery and
 * config.
 */
package io.stackdrift.view;
