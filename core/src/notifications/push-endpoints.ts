// Which push endpoints the server calls (issue 47): a browser's subscription names an address the server
// then connects to, so an address inside the server's own network would make any signed-in person a
// prober of it. The rule, used when a subscription is saved, when a push is sent and at start:
// - https only, on the browsers' push services (FCM, Mozilla, Apple, Windows) at their usual port, or on a
//   host[:port] the operator names in PUSH_ALLOWED_HOSTS;
// - a name is resolved, and one that resolves to a loopback, private, link-local, unique-local, metadata or
//   otherwise reserved address is refused, unless that very host is named in PUSH_ALLOWED_HOSTS (the
//   operator's explicit choice, as the tests' local push service);
// - the sender connects to the address checked (pushAgent below): no second resolution between the check
//   and the connection. Redirects are never followed (web-push does not).
// The name's resolution is a function given to the rule, the system's by default (tests stub it).

import { lookup as systemLookup } from 'node:dns/promises';
import { Agent } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** The addresses a name resolves to. */
export type HostLookup = (hostname: string) => Promise<readonly { address: string; family: number }[]>;

export const systemHostLookup: HostLookup = (hostname) => systemLookup(hostname, { all: true, verbatim: true });

/** The browsers' push services: each domain and its subdomains, at port 443. */
export const BROWSER_PUSH_SERVICES = ['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'] as const;

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  // Shared address space (carrier NAT; some clouds' metadata, 100.100.100.200).
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  // Link-local, with the cloud metadata address 169.254.169.254.
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // NAT64 and 6to4 reach IPv4 addresses through the address they embed.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['100::', 64],
  ['2001:db8::', 32],
  // Unique-local (with AWS's metadata address fd00:ec2::254), link-local, site-local, multicast.
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is one the server must not be made to connect to (IPv4-mapped IPv6 addresses by their IPv4). */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** `host:port` of a URL's host as the rule compares them: lower case, without a final dot, the port spelled out. */
function hostKey(url: URL): string {
  return `${url.hostname.replace(/\.$/, '')}:${url.port || '443'}`;
}

/**
 * PUSH_ALLOWED_HOSTS: comma-separated host[:port] entries (port 443 when none), as `host:port` keys; a
 * problem's line for a bad entry.
 */
export function parsePushAllowedHosts(raw: string | undefined): { hosts: string[] } | { problem: string } {
  const hosts: string[] = [];
  for (const entry of (raw ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const url = /[/?#@\s]/.test(entry) ? null : URL.parse(`https://${entry}`);
    if (!url || url.hostname === '') return { problem: `PUSH_ALLOWED_HOSTS must be comma-separated host or host:port entries, got "${entry}"` };
    hosts.push(hostKey(url));
  }
  return { hosts };
}

/** Where a push may go: the address checked, to be connected to as it is. */
export interface CheckedEndpoint {
  hostname: string;
  address: string;
  family: number;
}

/** Why a push was not sent to an endpoint whose name leads where the server does not connect (push_deliveries.last_error). */
export const PUSH_ADDRESS_REFUSED = "The push service's name leads to an address the server does not call (a private or local one)";

export type PushEndpointCheck = ({ allowed: true } & CheckedEndpoint) | { allowed: false; reason: 'host' | 'address' };

export class PushEndpointRule {
  private readonly named: ReadonlySet<string>;

  constructor(
    allowedHosts: readonly string[],
    private readonly lookup: HostLookup = systemHostLookup,
  ) {
    this.named = new Set(allowedHosts);
  }

  private urlOf(endpoint: string): URL | null {
    const url = URL.parse(endpoint);
    return url && url.protocol === 'https:' && url.username === '' && url.password === '' ? url : null;
  }

  /** Whether the endpoint names a host the rule allows, without resolving it (the check at start). */
  allowsHostOf(endpoint: string): boolean {
    const url = this.urlOf(endpoint);
    if (!url) return false;
    if (this.named.has(hostKey(url))) return true;
    const hostname = url.hostname.replace(/\.$/, '');
    return (url.port === '' || url.port === '443') && BROWSER_PUSH_SERVICES.some((service) => hostname === service || hostname.endsWith(`.${service}`));
  }

  /** The address a push to this endpoint connects to, or why there is none: the host, or where its name leads. */
  async check(endpoint: string): Promise<PushEndpointCheck> {
    const url = this.urlOf(endpoint);
    if (!url || !this.allowsHostOf(endpoint)) return { allowed: false, reason: 'host' };
    const hostname = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
    let addresses: readonly { address: string; family: number }[];
    if (isIP(hostname) !== 0) addresses = [{ address: hostname, family: isIP(hostname) }];
    else {
      try {
        addresses = await this.lookup(hostname);
      } catch {
        return { allowed: false, reason: 'address' };
      }
    }
    const [first] = addresses;
    if (!first) return { allowed: false, reason: 'address' };
    // Every address the name has, not only the first: the connection must not be able to reach another.
    if (!this.named.has(hostKey(url)) && addresses.some(({ address }) => isNonPublicAddress(address))) return { allowed: false, reason: 'address' };
    return { allowed: true, hostname, address: first.address, family: first.family };
  }
}

/**
 * An HTTPS agent that connects to the checked address whatever the name (the certificate is still checked
 * against the name), with the certificate authorities to trust (`ca`: the system's when absent).
 */
export function pushAgent(checked: CheckedEndpoint, ca?: readonly string[]): Agent {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [{ address: checked.address, family: checked.family }]);
    else callback(null, checked.address, checked.family);
  };
  return new Agent({ lookup: pinned, keepAlive: false, ...(ca ? { ca: [...ca] } : {}) });
}
