import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@leave/core/config';
import { isNonPublicAddress, PushEndpointRule, type HostLookup } from '@leave/core/notifications';

// Issue 47: the push endpoint rule on its own (core/notifications/push-endpoints.ts), with a stub for
// names; the api's test (api/test/notifications/push-endpoints.spec.ts) holds the routes and the sender to it.

const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/leave-test-data' };
const lookupOf =
  (names: Record<string, string[]>): HostLookup =>
  async (hostname) => {
    const found = names[hostname];
    if (!found) throw new Error(`ENOTFOUND ${hostname}`);
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('PUSH_ALLOWED_HOSTS', () => {
  it('takes comma-separated host or host:port entries, port 443 when none', () => {
    expect(loadConfig(base).pushAllowedHosts).toEqual([]);
    expect(loadConfig({ ...base, PUSH_ALLOWED_HOSTS: ' push.College.edu , 10.1.2.3:8443,[fd00::5]:9443 ' }).pushAllowedHosts).toEqual(['push.college.edu:443', '10.1.2.3:8443', '[fd00::5]:9443']);
  });

  it.each(['https://push.college.edu', 'push.college.edu/path', 'user@push.college.edu', 'push.college.edu:99999', 'push college'])('stops the start on "%s" with one line', (entry) => {
    expect(() => loadConfig({ ...base, PUSH_ALLOWED_HOSTS: entry })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PUSH_ALLOWED_HOSTS: entry })).toThrow(/^PUSH_ALLOWED_HOSTS must be comma-separated host or host:port entries, got "/);
  });
});

describe('the push endpoint rule', () => {
  it.each([
    ['127.0.0.2', true],
    ['10.0.0.1', true],
    ['172.20.1.1', true],
    ['192.168.1.20', true],
    ['169.254.169.254', true],
    ['100.100.100.200', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['fd00:ec2::254', true],
    ['fe80::1', true],
    ['::ffff:10.0.0.1', true],
    ['::ffff:a00:1', true],
    ['142.250.183.10', false],
    ['2a00:1450:4001:82a::200a', false],
  ])('counts %s as an address the server must not be made to call: %s', (address, refused) => {
    expect(isNonPublicAddress(address)).toBe(refused);
  });

  it("allows the browsers' push services at port 443, and the hosts named, without resolving them", () => {
    const rule = new PushEndpointRule(['push.college.edu:443', '127.0.0.1:4431'], lookupOf({}));
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/x', 'https://updates.push.services.mozilla.com/wpush/v2/x', 'https://web.push.apple.com/x', 'https://wns2-pn1p.notify.windows.com/w/?token=x', 'https://FCM.googleapis.com./x', 'https://push.college.edu/x', 'https://127.0.0.1:4431/x']) {
      expect(rule.allowsHostOf(endpoint), endpoint).toBe(true);
    }
    for (const endpoint of ['http://fcm.googleapis.com/x', 'https://fcm.googleapis.com:8443/x', 'https://evil-fcm.googleapis.com.example/x', 'https://notify.windows.com.evil.test/x', 'https://user:pass@fcm.googleapis.com/x', 'https://127.0.0.1:4432/x', 'https://push.college.edu:8443/x', 'not a url']) {
      expect(rule.allowsHostOf(endpoint), endpoint).toBe(false);
    }
  });

  it('resolves the name and refuses it when any of its addresses is not public, unless that very host is named', async () => {
    const rule = new PushEndpointRule(['push.college.edu:443'], lookupOf({ 'fcm.googleapis.com': ['142.250.183.10', '10.0.0.1'], 'web.push.apple.com': ['17.253.144.10'], 'push.college.edu': ['10.20.30.40'] }));
    expect(await rule.check('https://fcm.googleapis.com/fcm/send/x')).toEqual({ allowed: false, reason: 'address' });
    expect(await rule.check('https://web.push.apple.com/x')).toEqual({ allowed: true, hostname: 'web.push.apple.com', address: '17.253.144.10', family: 4 });
    expect(await rule.check('https://push.college.edu/x')).toEqual({ allowed: true, hostname: 'push.college.edu', address: '10.20.30.40', family: 4 });
    expect(await rule.check('https://x.notify.windows.com/x')).toEqual({ allowed: false, reason: 'address' });
    expect(await rule.check('https://10.0.0.1/x')).toEqual({ allowed: false, reason: 'host' });
  });
});
