/**
 * What picocli's model gives besides --help: the fish completion, word-wrapped help and
 * did-you-mean. Uses no other package of ours.
 */
package io.stackdrift.help;
