import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether an endpoint may not be reached at this address: anything but the public unicast
 * range (loopback, link-local, private, unique-local, unspecified, multicast, carrier-grade NAT,
 * and their IPv4-mapped IPv6 forms, which process() turns back into IPv4).
 */
export function isRefusedAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  return ipaddr.process(address).range() !== 'unicast';
}

/** The host of a URL as the resolver wants it: IPv6 literals without their brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

export class RefusedAddressError extends Error {
  constructor(readonly address: string) {
    super(`refused address ${address} (private network)`);
  }
}

/**
 * The lookup the delivery agents connect with: the address actually connected to is checked,
 * so a name that resolved to a public address when the endpoint was saved and to a private one
 * now (DNS rebinding) is refused. net skips lookup for an IP literal; deliveries check those first.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true } as LookupAllOptions, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = allowPrivate ? undefined : addresses.find((found) => isRefusedAddress(found.address));
      if (refused) return callback(new RefusedAddressError(refused.address), '', 0);
      if ((options as LookupOneOptions & { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

export type TargetCheck = 'ok' | 'refused' | 'unresolvable';

/** Where a URL points, checked when an endpoint is saved: every address its host resolves to. */
export async function checkTarget(url: string, allowPrivate: boolean): Promise<TargetCheck> {
  const host = hostOf(new URL(url));
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await new Promise<string[]>((resolve, reject) =>
        dnsLookup(host, { all: true }, (error, found) => (error ? reject(error) : resolve(found.map((item) => item.address)))),
      );
    } catch {
      return 'unresolvable';
    }
  }
  if (addresses.length === 0) return 'unresolvable';
  return !allowPrivate && addresses.some(isRefusedAddress) ? 'refused' : 'ok';
}
