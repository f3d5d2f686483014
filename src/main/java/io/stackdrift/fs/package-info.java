/**
 * The file system as a root run may use it: the one safe writer of outputs (and its look before a
 * run, so a path it could never write is refused before any plan), the state directory's
 * files, saved plan directories (alive by their lock) and the trust checks of files, directories
 * and links, and bounded reads of files others may control. The bottom layer: uses no package of ours.
 */
package io.stackdrift.fs;
