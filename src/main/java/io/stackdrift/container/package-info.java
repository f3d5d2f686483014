/**
 * Containers: the docker CLI through the process runner and the Compose model of what a stack
 * should run. Uses process (the runner and the tool lookup) and fs.
 */
package io.stackdrift.container;
