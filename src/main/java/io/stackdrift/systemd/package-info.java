/**
 * The units `stackdrift systemd` writes: service, timer and their hardening, from the flags given.
 * Uses workspace and config (the workspace's configured detect defaults: timeout, grace, parallel).
 */
package io.stackdrift.systemd;
