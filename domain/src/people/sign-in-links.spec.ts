import { describe, expect, it } from 'vitest';
import { checkSignInClaims, issuerProblem, parseAllowedDomains, providerKindOf, signInLinkRefusalText, SIGN_IN_LINK_REFUSALS } from './sign-in-links';

describe('issuers', () => {
  it('accepts https issuers, and http only on a loopback address', () => {
    expect(issuerProblem('https://accounts.google.com')).toBeNull();
    expect(issuerProblem('http://127.0.0.1:4000')).toBeNull();
    expect(issuerProblem('http://localhost:4000/realms/college')).toBeNull();
    expect(issuerProblem('http://idp.college.edu')).toMatch(/https/);
    expect(issuerProblem('not a url')).toMatch(/https/);
    expect(issuerProblem('ftp://idp.college.edu')).toMatch(/https/);
  });

  it("refuses Microsoft's shared issuers and accepts a tenant's", () => {
    for (const shared of ['common', 'organizations', 'consumers', 'Common']) expect(issuerProblem(`https://login.microsoftonline.com/${shared}/v2.0`)).toMatch(/tenant/);
    expect(issuerProblem('https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0')).toBeNull();
  });

  it('knows Google and Entra from their issuers', () => {
    expect(providerKindOf('https://accounts.google.com')).toBe('google');
    expect(providerKindOf('https://login.microsoftonline.com/tenant/v2.0')).toBe('entra');
    expect(providerKindOf('https://keycloak.college.edu/realms/staff')).toBe('standard');
  });

  it('reads the allowed domains in lower case, without @ or blanks', () => {
    expect(parseAllowedDomains(' College.edu, @staff.college.edu ,,')).toEqual(['college.edu', 'staff.college.edu']);
    expect(parseAllowedDomains(undefined)).toEqual([]);
  });
});

describe('ID token claims', () => {
  const standard = { allowedDomains: ['college.edu'], kind: 'standard' as const };

  it('lets a verified e-mail of an allowed domain link, in lower case', () => {
    expect(checkSignInClaims({ sub: 's', email: 'Ravi@College.edu', email_verified: true }, standard, true)).toEqual({ email: 'ravi@college.edu' });
  });

  it('refuses an unverified or missing e-mail for linking, but not for a linked account', () => {
    expect(checkSignInClaims({ sub: 's', email: 'ravi@college.edu', email_verified: false }, standard, true)).toEqual({ refusal: 'noEmail' });
    expect(checkSignInClaims({ sub: 's', email: 'ravi@college.edu', email_verified: 'true' }, standard, true)).toEqual({ refusal: 'noEmail' });
    expect(checkSignInClaims({ sub: 's', email_verified: true }, { ...standard, allowedDomains: [] }, true)).toEqual({ refusal: 'noEmail' });
    expect(checkSignInClaims({ sub: 's', email: 'ravi@college.edu' }, standard, false)).toEqual({ email: 'ravi@college.edu' });
  });

  it('refuses a domain not allowed, whether linking or not', () => {
    expect(checkSignInClaims({ sub: 's', email: 'ravi@gmail.com', email_verified: true }, standard, true)).toEqual({ refusal: 'domainNotAllowed' });
    expect(checkSignInClaims({ sub: 's', email: 'ravi@college.edu.evil.com', email_verified: true }, standard, false)).toEqual({ refusal: 'domainNotAllowed' });
  });

  it("with Google, needs the Workspace domain in hd: a personal account has none", () => {
    const google = { allowedDomains: ['college.edu'], kind: 'google' as const };
    expect(checkSignInClaims({ sub: 's', email: 'ravi@college.edu', email_verified: true, hd: 'college.edu' }, google, true)).toEqual({ email: 'ravi@college.edu' });
    expect(checkSignInClaims({ sub: 's', email: 'ravi@college.edu', email_verified: true }, google, true)).toEqual({ refusal: 'domainNotAllowed' });
    expect(checkSignInClaims({ sub: 's', email: 'ravi@college.edu', email_verified: true, hd: 'other.edu' }, google, true)).toEqual({ refusal: 'domainNotAllowed' });
  });

  it("with Entra, takes the tenant's verified-domain claim in place of email_verified", () => {
    const entra = { allowedDomains: ['college.edu'], kind: 'entra' as const };
    expect(checkSignInClaims({ sub: 's', email: 'ravi@college.edu', xms_edov: true }, entra, true)).toEqual({ email: 'ravi@college.edu' });
    expect(checkSignInClaims({ sub: 's', email: 'ravi@college.edu' }, entra, true)).toEqual({ refusal: 'noEmail' });
    expect(checkSignInClaims({ sub: 's', email: 'ravi@college.edu', xms_edov: true }, standard, true)).toEqual({ refusal: 'noEmail' });
  });

  it("gives the sign-in page a refusal's text, and nothing for an unknown code", () => {
    expect(signInLinkRefusalText('inactive')).toBe(SIGN_IN_LINK_REFUSALS.inactive);
    expect(signInLinkRefusalText('toString')).toBeNull();
    expect(signInLinkRefusalText(null)).toBeNull();
  });
});
