import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/users/passwords';

// A hash of 'admin123' written by the `argon2` package (node-argon2 0.45) that earlier releases used, with
// the same OWASP parameters: databases hold hashes like it, and they must keep verifying.
const STORED_BY_EARLIER_RELEASE = '$argon2id$v=19$m=19456,p=1,t=2$sHzZjnVUbJBRHI+HJE4SZw$KtvJeACpKp+S5/Mdp+OVxm0drmHBatmxh17wiPHwcoQ';

describe('passwords', () => {
  it('hashes with argon2id and the OWASP parameters, and verifies the right password only', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verifyPassword(hash, 'correct horse')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'correct horse ')).resolves.toBe(false);
  });

  it('verifies hashes stored by earlier releases', async () => {
    await expect(verifyPassword(STORED_BY_EARLIER_RELEASE, 'admin123')).resolves.toBe(true);
    await expect(verifyPassword(STORED_BY_EARLIER_RELEASE, 'admin124')).resolves.toBe(false);
  });

  it('answers false, not an error, for a stored value that is not a hash', async () => {
    await expect(verifyPassword('not-a-hash', 'admin123')).resolves.toBe(false);
  });
});
