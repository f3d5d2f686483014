/**
 * Every rendering of a report: the table, Markdown, HTML, JUnit, Prometheus, reconcile's view, and
 * terminal and HTML escaping, and the report of generate. Pure functions of the report: no file,
 * process or event. Uses report, render (what generate found), terramate (the run environments
 * list --run-env shows), discovery and config.
 */
package io.stackdrift.view;
