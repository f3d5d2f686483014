/**
 * The file system as a root run may use it: the one safe writer of outputs, the state directory's
 * files, saved plan directories (alive by their lock) and the trust checks of files, directories
 * and links. Uses schedule's daemon threads.
 */
package io.stackdrift.fs;
