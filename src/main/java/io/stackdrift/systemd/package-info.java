/**
 * The units `stackdrift systemd` writes: service, timer and their hardening, from the flags given.
 * Uses detect's settings and the workspace.
 */
package io.stackdrift.systemd;
