/**
 * Containers: the docker CLI through the process runner and the Compose model of what a stack
 * should run. Uses process, tofu (redaction) and config.
 */
package io.stackdrift.container;
