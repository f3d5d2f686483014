/**
 * The push receiver of {@code watch --listen --webhook-secret-file} (contract §14): a delivery from
 * GitHub, GitLab, Gitea, Forgejo or a generic caller is checked against the secret (HMAC-SHA256 or
 * the token, compared in constant time), read for the branch it pushed to, counted by outcome, and a
 * push to the branch the watch judges asks the loop for a cycle. No socket and no file: the server
 * hands it the request's headers and body. Uses no package of ours.
 */
package io.stackdrift.receiver;
