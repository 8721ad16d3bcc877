// Signing in with the college's own accounts (OpenID Connect, issue 22): which identity provider a college
// may configure, which ID token claims let a person in, and the words of every refusal. A sign-in never
// creates a person: the first one links the provider's account to the active person with the same
// verified e-mail, later ones find the person by the provider's issuer and subject alone. A privileged
// account is linked only by the person's own action while signed in, never by e-mail (issue 47).

/** Why an identity provider's issuer cannot be used, or null when it can. */
export function issuerProblem(issuer: string): string | null {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return `OIDC_ISSUER must be an https:// address, got "${issuer}"`;
  }
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) return `OIDC_ISSUER must be an https:// address (http:// only on a loopback address), got "${issuer}"`;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `OIDC_ISSUER must be an https:// address, got "${issuer}"`;
  if (isEntra(url) && SHARED_ENTRA_TENANTS.has(url.pathname.split('/')[1]?.toLowerCase() ?? '')) {
    return "OIDC_ISSUER must be your Microsoft Entra tenant's issuer (https://login.microsoftonline.com/<tenant id>/v2.0), not the shared /common, /organizations or /consumers one";
  }
  return null;
}

const SHARED_ENTRA_TENANTS = new Set(['common', 'organizations', 'consumers']);

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

function isEntra(url: URL): boolean {
  return url.hostname === 'login.microsoftonline.com';
}

/** The kinds of provider whose ID tokens need a rule of their own. */
export type ProviderKind = 'google' | 'entra' | 'standard';

export function providerKindOf(issuer: string): ProviderKind {
  const url = new URL(issuer);
  if (url.hostname === 'accounts.google.com') return 'google';
  if (isEntra(url)) return 'entra';
  return 'standard';
}

/** OIDC_ALLOWED_DOMAINS: a comma-separated list of e-mail domains, lower case; empty means any. */
export function parseAllowedDomains(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
}

export const SIGN_IN_LINK_REFUSALS = {
  notConfigured: 'Signing in with a college account is not set up here.',
  failed: 'The sign-in with your college account did not complete. Please try again.',
  providerUnavailable: 'The college account service could not be reached. Please try again later or sign in with your password.',
  noEmail: 'Your college account did not share a verified e-mail address, so it cannot be linked to a member of staff.',
  domainNotAllowed: "Your account's e-mail address is not of a domain this college allows.",
  unknownPerson: 'No member of staff has the e-mail address of this account. Ask the administrator to add you first, with this e-mail address.',
  inactive: 'Your account is inactive. Please contact the administrator.',
  linkedElsewhere: 'Another college account is already linked to your staff record. Ask the administrator to remove that link first.',
  handoffExpired: 'The sign-in expired. Please sign in again.',
  connectFirst: "This account signs in with a college account only once it is connected: sign in with your password, then choose 'Connect your college account' on your profile.",
  accountTaken: 'This college account is already linked to another member of staff.',
} as const;

export type SignInLinkRefusal = keyof typeof SIGN_IN_LINK_REFUSALS;

/** The sign-in page's text for a refusal code from the address (`?signInError=`), or null for anything else. */
export function signInLinkRefusalText(code: string | null | undefined): string | null {
  return code && Object.hasOwn(SIGN_IN_LINK_REFUSALS, code) ? SIGN_IN_LINK_REFUSALS[code as SignInLinkRefusal] : null;
}

/** The claims of a verified ID token that the rules read. */
export interface IdTokenClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  /** Google: the Workspace domain of the account; absent for a personal account. */
  hd?: unknown;
  /** Microsoft Entra (optional claim): the e-mail's domain is verified by the tenant. */
  xms_edov?: unknown;
}

export interface SignInRules {
  allowedDomains: readonly string[];
  kind: ProviderKind;
}

function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/**
 * The e-mail of an ID token that may sign in, or the refusal. The domain rules apply to every sign-in;
 * the e-mail must also be verified (`email_verified`, or Entra's `xms_edov`) for a first sign-in, which
 * links by it (`forLinking`).
 */
export function checkSignInClaims(claims: IdTokenClaims, rules: SignInRules, forLinking: boolean): { email: string | null } | { refusal: SignInLinkRefusal } {
  const email = typeof claims.email === 'string' && /^[^\s@]+@[^\s@]+$/.test(claims.email) ? claims.email.toLowerCase() : null;
  if (rules.allowedDomains.length > 0) {
    if (email === null) return { refusal: 'noEmail' };
    if (!rules.allowedDomains.includes(domainOf(email))) return { refusal: 'domainNotAllowed' };
    // Google: a Workspace account carries its domain in `hd`; the request's hd is only a hint.
    if (rules.kind === 'google' && (typeof claims.hd !== 'string' || !rules.allowedDomains.includes(claims.hd.toLowerCase()))) return { refusal: 'domainNotAllowed' };
  }
  if (forLinking) {
    const verified = claims.email_verified === true || (rules.kind === 'entra' && claims.xms_edov === true);
    if (email === null || !verified) return { refusal: 'noEmail' };
  }
  return { email };
}

/**
 * Whose college account is linked only by their own action while signed in ('Connect your college
 * account' on their profile), never by the e-mail a provider asserts: whoever administers the provider
 * could otherwise sign in as them. A link such a person did not make themselves does not sign them in.
 * The office holders of approval routes join the privileged here.
 */
export function linksOnlyByOwnAction(person: { role: string }): boolean {
  return person.role === 'admin' || person.role === 'auditor';
}

/** Whether a person's link signs them in: any link, but a privileged person's only when they made it. */
export function linkSignsIn(person: { role: string }, link: { byOwnAction: boolean }): boolean {
  return link.byOwnAction || !linksOnlyByOwnAction(person);
}

/** A person's link to a college account, as the admin's dialog and the person's profile show it. */
export interface SignInLinkDto {
  issuer: string;
  email: string;
  linkedAt: string;
  /** The person connected it on their profile (false: linked by the e-mail at their first sign-in). */
  byOwnAction: boolean;
}

/** GET /api/auth/config: what the sign-in page offers. */
export interface AuthConfigDto {
  oidc: { label: string } | null;
}

/** Who sees a person's college account link: the administrator, and the person on their profile. */
export function canViewSignInLinks(viewer: { id: string; role: string }, person: { id: string }): boolean {
  return viewer.role === 'admin' || viewer.id === person.id;
}

/** Only the administrator removes a link (the person's next sign-in with that account links it again by e-mail). */
export function canRemoveSignInLink(viewer: { role: string }): boolean {
  return viewer.role === 'admin';
}
