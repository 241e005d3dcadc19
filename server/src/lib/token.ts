import { hash } from 'node:crypto';

/**
 * The stored form of a bearer token (decision 0004): only its SHA-256 is in api_tokens, and the
 * session cache is keyed by it too. Shared by the auth plugin, the login service, the CLI and the
 * test/bench helpers that mint tokens.
 */
export function hashToken(token: string): string {
  // The one-shot hash: a third of createHash().update().digest() per authenticated request.
  return hash('sha256', token, 'hex');
}
