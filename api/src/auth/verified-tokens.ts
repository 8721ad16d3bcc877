// The access tokens this node has verified, so that a request with a token seen before costs no HMAC:
// up to `capacity` tokens (the least recently used goes first), each for `ttlMs` at most and never past
// its own expiry (`exp`). Keyed by the token itself: a Map's lookup of the text, where fast-jwt's own
// cache keys each token by its SHA-256, a hash per request that cost as much as the rest of the
// authentication of a page of the list (docs/decisions/0225-list-page-per-request-work.md). A revoked
// token stays refused: what it carries (its user and token version) is checked against the account on
// every request; this only remembers that its signature and expiry were good.

interface Verified<T> {
  payload: T;
  /** Until when (epoch ms) the token may be taken without verifying it again. */
  until: number;
}

export class VerifiedTokens<T extends { exp?: number }> {
  private readonly tokens = new Map<string, Verified<T>>();

  constructor(
    private readonly capacity: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The token's payload: remembered, or from `verify` (which throws for a bad or expired token, nothing kept). */
  verify(token: string, verify: (token: string) => T): T {
    const now = this.now();
    const known = this.tokens.get(token);
    if (known !== undefined) {
      this.tokens.delete(token);
      if (now < known.until) {
        this.tokens.set(token, known);
        return known.payload;
      }
    }
    const payload = verify(token);
    const expires = typeof payload.exp === 'number' ? payload.exp * 1000 : Infinity;
    this.tokens.set(token, { payload, until: Math.min(expires, now + this.ttlMs) });
    if (this.tokens.size > this.capacity) this.tokens.delete(this.tokens.keys().next().value!);
    return payload;
  }

  get size(): number {
    return this.tokens.size;
  }
}
