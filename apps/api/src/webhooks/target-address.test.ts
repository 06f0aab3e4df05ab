import { describe, expect, it } from 'vitest';
import { checkTarget, isRefusedAddress } from './target-address';

describe('refused webhook addresses', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.0.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:192.168.1.1',
    'not an address',
  ])('refuses %s', (address) => expect(isRefusedAddress(address)).toBe(true));

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => expect(isRefusedAddress(address)).toBe(false));

  it('checks every address a URL points to, unless private networks are allowed', async () => {
    expect(await checkTarget('http://127.0.0.1:8123/api', false)).toBe('refused');
    expect(await checkTarget('http://127.0.0.1:8123/api', true)).toBe('ok');
    expect(await checkTarget('https://[2606:4700:4700::1111]/', false)).toBe('ok');
    expect(await checkTarget('http://no-such-host.invalid/', true)).toBe('unresolvable');
  });
});
