import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with scrypt and a salt of its own, and verifies', async () => {
    const [first, second] = await Promise.all([hashPassword('correct horse battery'), hashPassword('correct horse battery')]);
    expect(first).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    await expect(verifyPassword('correct horse battery', first)).resolves.toBe(true);
    await expect(verifyPassword('correct horse battery!', first)).resolves.toBe(false);
  });

  it('refuses hashes it does not know', async () => {
    await expect(verifyPassword('anything at all', 'md5$abc')).resolves.toBe(false);
    await expect(verifyAgainstNothing('anything at all')).resolves.toBe(false);
  });
});
