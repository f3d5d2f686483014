/**
 * Every rendering of a report: the table, Markdown, HTML, JUnit, Prometheus, reconcile's view, and
 * terminal and HTML escaping. Pure functions of the report: no file, process or event.
 */
package io.stackdrift.view;
