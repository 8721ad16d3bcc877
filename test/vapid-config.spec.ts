import { createECDH } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@leave/core/config';
import { logWhenPushIsOff, PUSH_OFF_LINE } from '@leave/core/notifications';

// Web Push's VAPID keys (issue 23): kept in DATA_DIR like the JWT secret, or given by the environment.

const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) };
const freshDir = () => mkdtempSync(path.join(tmpdir(), 'leave-vapid-'));

function keyPair() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'), VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString('base64url').padStart(43, 'A') };
}

describe('VAPID keys', () => {
  it('are generated into DATA_DIR on the first start and the same on the next; the subject is a mailto: of MAIL_FROM', () => {
    const dir = freshDir();
    const first = loadConfig({ ...base, DATA_DIR: dir, MAIL_FROM: 'Leave Office <leave@sample.edu>' }).vapid!;
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(first.subject).toBe('mailto:leave@sample.edu');
    expect(loadConfig({ ...base, DATA_DIR: dir }).vapid).toMatchObject({ publicKey: first.publicKey, privateKey: first.privateKey });
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, both or neither; VAPID_SUBJECT is mailto: or https:', () => {
    const pair = keyPair();
    expect(loadConfig({ ...base, DATA_DIR: freshDir(), ...pair, VAPID_SUBJECT: 'https://leave.college.edu' }).vapid).toEqual({ publicKey: pair.VAPID_PUBLIC_KEY, privateKey: pair.VAPID_PRIVATE_KEY, subject: 'https://leave.college.edu' });
    for (const [env, message] of [
      [{ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY }, 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together'],
      [{ ...pair, VAPID_PUBLIC_KEY: 'abc' }, 'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key'],
      [{ ...pair, VAPID_PRIVATE_KEY: 'abc' }, 'VAPID_PRIVATE_KEY must be a P-256 private key'],
      [{ VAPID_SUBJECT: 'http://leave.college.edu' }, 'VAPID_SUBJECT must be a mailto: or https:// address'],
      [{ PUSH_CA_FILE: '/nowhere/ca.pem' }, 'PUSH_CA_FILE must be a PEM file'],
    ] as const) {
      expect(() => loadConfig({ ...base, DATA_DIR: freshDir(), ...env }), message).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, DATA_DIR: freshDir(), ...env })).toThrow(message);
    }
  });

  it('are never generated in production: without the variables or a kept pair, push is off', () => {
    const production = { ...base, NODE_ENV: 'production', ADMIN_PASSWORD: 'secret123' };
    expect(loadConfig({ ...production, DATA_DIR: freshDir() }).vapid).toBeNull();
    const dir = freshDir();
    const kept = loadConfig({ ...base, DATA_DIR: dir }).vapid!;
    expect(loadConfig({ ...production, DATA_DIR: dir }).vapid?.publicKey).toBe(kept.publicKey);
    expect(loadConfig({ ...production, DATA_DIR: freshDir(), ...keyPair() }).vapid).not.toBeNull();
  });

  it('off in production is one warning at start, naming the variables and no key; elsewhere, or with a pair, nothing', () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) }));
    const production = { ...base, NODE_ENV: 'production', ADMIN_PASSWORD: 'secret123' };
    const pair = keyPair();

    expect(logWhenPushIsOff(loadConfig({ ...production, DATA_DIR: freshDir(), ...pair }), log)).toBe(false);
    expect(logWhenPushIsOff(loadConfig({ ...base, DATA_DIR: freshDir() }), log)).toBe(false);
    expect(lines).toEqual([]);

    expect(logWhenPushIsOff(loadConfig({ ...production, DATA_DIR: freshDir() }), log)).toBe(true);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as { level: number; msg: string; push: string };
    expect(line).toMatchObject({ level: 40, push: 'off', msg: PUSH_OFF_LINE });
    expect(line.msg).toContain('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
    expect(lines[0]).not.toContain(pair.VAPID_PRIVATE_KEY);
  });
});
