// The server's configuration (docs/operations.md): every environment variable read once at start-up, checked,
// and turned into one clear line when it is wrong, with the secrets and keys written once under DATA_DIR.
// One file though over 300 lines: each variable's default, check and error message are read together.
import { createECDH, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_EL_DIVISOR, issuerProblem, parseAllowedDomains, providerKindOf, type ProviderKind } from '@leave/domain';
import type { LogFormat } from './log';
import { parsePushAllowedHosts } from './notifications/push-endpoints';

/** The first admin's password when ADMIN_PASSWORD is unset: public, so only demo mode may show it. */
export const DEFAULT_ADMIN_PASSWORD = 'admin123';

/** The server's configuration, read once at start-up (docs/operations.md). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Prefix of every Redis key and channel (BullMQ queues, Socket.IO adapter, rate limits). */
  redisPrefix: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  adminEmail: string;
  adminPassword: string;
  demoMode: boolean;
  defaultEmployeePassword: string;
  appTimezone: string;
  elDivisor: number;
  allowPrivilegedSignup: boolean;
  corsOrigins: string[];
  /** Whether X-Forwarded-For is believed: only behind a proxy, or the login limit per address is forgeable. */
  trustProxy: boolean;
  nodeEnv: string;
  logLevel: string;
  /** JSON lines, or pino-pretty's readable lines when stdout is a terminal (LOG_FORMAT overrides). */
  logFormat: LogFormat;
  /** Bearer token that opens GET /api/metrics; null: the route does not exist. */
  metricsToken: string | null;
  /** Where the built web app lives; served on the same port when present. */
  webDist: string | null;
  /** At most this many missed events are replayed to a reconnecting socket; beyond, it refetches. */
  liveReplayLimit: number;
  /** smtp(s)://user:pass@host:port; null: no mail is sent, the admin sees it on 'Outgoing mail'. */
  smtpUrl: string | null;
  /** The sender of every notification e-mail. */
  mailFrom: string;
  /** The address people open the app at: the base of every link in an e-mail. */
  appUrl: string;
  /** true when APP_URL is set: links made for a request (the iCal feed URLs) use it, else the request's origin. */
  appUrlConfigured?: boolean;
  /** The college's name, in every e-mail. */
  collegeName: string;
  /** An application waiting longer than this many working days is in its approver's daily reminder. */
  reminderAfterDays: number;
  /** The hour (0-23, APP_TIMEZONE) of the daily reminders, on working days. */
  reminderHour: number;
  /** DECISION_LINK_HOURS: how long the Approve and Reject links of a 'waiting for your decision' mail work (issue 44). */
  decisionLinkHours: number;
  /** null: no OIDC variables, the sign-in page offers passwords only. */
  oidc: OidcConfig | null;
  /**
   * Web Push's VAPID keys and subject (issue 23): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a pair generated
   * into DATA_DIR on the first start. null in production without either: push is off.
   */
  vapid: VapidConfig | null;
  /** PUSH_CA_FILE: a PEM file of certificate authorities the push sender trusts besides the system's; null: the system's only. */
  pushCaFile: string | null;
  /** PUSH_ALLOWED_HOSTS: push hosts beyond the browsers' push services, as `host:port` (notifications/push-endpoints.ts). */
  pushAllowedHosts: string[];
}

/** The server's identity towards push services (RFC 8292): keys as base64url, the subject a mailto: or https: URL. */
export interface VapidConfig {
  /** The uncompressed P-256 public key (65 bytes): the browser's applicationServerKey. */
  publicKey: string;
  /** The private key (32 bytes). */
  privateKey: string;
  subject: string;
}

/** Signing in with the college's Google, Microsoft or other OpenID Connect accounts (docs/operations.md). */
export interface OidcConfig {
  issuer: string;
  kind: ProviderKind;
  clientId: string;
  clientSecret: string;
  /** E-mail domains that may sign in this way; empty: any. */
  allowedDomains: string[];
  buttonLabel: string;
}

export class ConfigError extends Error {}

const bool = (name: string, raw: string | undefined, fallback: boolean): boolean => {
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
};

/**
 * Reads and checks the environment. Each bad value throws a ConfigError whose message is the one line
 * printed before the process stops.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, stdout: { isTTY?: boolean } = process.stdout): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const portRaw = env.PORT ?? '3000';
  const port = Number(portRaw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number (0-65535), got "${portRaw}"`);

  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  const redisUrl = env.REDIS_URL?.trim() || null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) throw new ConfigError('REDIS_URL must start with redis:// or rediss://');

  const dataDir = path.resolve(env.DATA_DIR?.trim() || './.data');

  const timezone = env.APP_TIMEZONE?.trim() || 'Asia/Kolkata';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
  } catch {
    throw new ConfigError(`APP_TIMEZONE "${timezone}" is not a known IANA time zone`);
  }

  const divisorRaw = env.EL_DIVISOR ?? String(DEFAULT_EL_DIVISOR);
  const elDivisor = Number(divisorRaw);
  if (!Number.isFinite(elDivisor) || elDivisor <= 0) throw new ConfigError(`EL_DIVISOR must be a positive number, got "${divisorRaw}"`);

  const adminEmail = (env.ADMIN_EMAIL?.trim() || 'admin@college.edu').toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) throw new ConfigError(`ADMIN_EMAIL "${adminEmail}" is not an e-mail address`);
  const adminPassword = env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD;
  if (adminPassword.length < 6) throw new ConfigError('ADMIN_PASSWORD must be at least 6 characters');
  if (nodeEnv === 'production' && !env.ADMIN_PASSWORD) throw new ConfigError('ADMIN_PASSWORD is required when NODE_ENV=production');
  const defaultEmployeePassword = env.DEFAULT_EMPLOYEE_PASSWORD ?? 'password123';
  if (defaultEmployeePassword.length < 6) throw new ConfigError('DEFAULT_EMPLOYEE_PASSWORD must be at least 6 characters');

  let jwtSecret = env.JWT_SECRET ?? '';
  if (jwtSecret && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
  if (!jwtSecret) {
    if (nodeEnv === 'production') throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
    jwtSecret = secretKeptIn(dataDir);
  }

  const logFormatRaw = env.LOG_FORMAT?.trim() || (stdout.isTTY ? 'pretty' : 'json');
  if (logFormatRaw !== 'json' && logFormatRaw !== 'pretty') throw new ConfigError(`LOG_FORMAT must be json or pretty, got "${logFormatRaw}"`);
  const metricsToken = env.METRICS_TOKEN?.trim() || null;
  if (metricsToken && metricsToken.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters');

  const replayLimitRaw = env.LIVE_REPLAY_LIMIT?.trim() || '5000';
  const liveReplayLimit = Number(replayLimitRaw);
  if (!Number.isSafeInteger(liveReplayLimit) || liveReplayLimit < 0) throw new ConfigError(`LIVE_REPLAY_LIMIT must be a whole number of events, got "${replayLimitRaw}"`);
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) throw new ConfigError('SMTP_URL must look like smtp://user:pass@host:port (or smtps://)');
  const mailFrom = env.MAIL_FROM?.trim() || 'Leave Management <no-reply@college.edu>';
  if (!/^[^\s@<>]+@[^\s@<>]+$|<[^\s@<>]+@[^\s@<>]+>$/.test(mailFrom)) throw new ConfigError(`MAIL_FROM must be an e-mail address, optionally as "Name <address>", got "${mailFrom}"`);
  const appUrlRaw = env.APP_URL?.trim() || `http://localhost:${port}`;
  let appUrl: string;
  try {
    const url = new URL(appUrlRaw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    appUrl = url.href.replace(/\/+$/, '');
  } catch {
    throw new ConfigError(`APP_URL must be an http:// or https:// address, got "${appUrlRaw}"`);
  }
  const reminderAfterDays = integerIn('REMINDER_AFTER_DAYS', env.REMINDER_AFTER_DAYS, 2, 0, 60);
  const reminderHour = integerIn('REMINDER_HOUR', env.REMINDER_HOUR, 9, 0, 23);
  const decisionLinkHours = integerIn('DECISION_LINK_HOURS', env.DECISION_LINK_HOURS, 72, 1, 720);

  const oidc = oidcConfig(env);
  const vapid = vapidConfig(env, nodeEnv, dataDir, mailFrom);
  const pushCaFile = env.PUSH_CA_FILE?.trim() ? path.resolve(env.PUSH_CA_FILE.trim()) : null;
  if (pushCaFile && !existsSync(pushCaFile)) throw new ConfigError(`PUSH_CA_FILE must be a PEM file of certificate authorities, got "${env.PUSH_CA_FILE}" (no such file)`);
  const pushAllowed = parsePushAllowedHosts(env.PUSH_ALLOWED_HOSTS);
  if ('problem' in pushAllowed) throw new ConfigError(pushAllowed.problem);

  const embedded = !databaseUrl;
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    databaseUrl,
    redisUrl,
    redisPrefix: env.REDIS_PREFIX?.trim() || 'leave',
    jwtSecret,
    jwtExpiresIn: env.JWT_EXPIRES_IN?.trim() || '7d',
    adminEmail,
    adminPassword,
    demoMode: bool('DEMO_MODE', env.DEMO_MODE, embedded),
    defaultEmployeePassword,
    appTimezone: timezone,
    elDivisor,
    allowPrivilegedSignup: bool('ALLOW_PRIVILEGED_SIGNUP', env.ALLOW_PRIVILEGED_SIGNUP, false),
    trustProxy: bool('TRUST_PROXY', env.TRUST_PROXY, false),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    nodeEnv,
    logLevel: env.LOG_LEVEL?.trim() || (nodeEnv === 'test' ? 'silent' : 'info'),
    logFormat: logFormatRaw,
    metricsToken,
    webDist: env.WEB_DIST === '' ? null : path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    liveReplayLimit,
    smtpUrl,
    mailFrom,
    appUrl,
    appUrlConfigured: Boolean(env.APP_URL?.trim()),
    collegeName: env.COLLEGE_NAME?.trim() || 'The College',
    reminderAfterDays,
    reminderHour,
    decisionLinkHours,
    oidc,
    vapid,
    pushCaFile,
    pushAllowedHosts: pushAllowed.hosts,
  };
}

const base64url = (text: string): Buffer | null => (/^[A-Za-z0-9_-]+=*$/.test(text) ? Buffer.from(text, 'base64url') : null);

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, or neither: then the pair kept in DATA_DIR, generated on
 * the first start (like the JWT secret). In production a pair is never generated (each process would make
 * its own): without the variables or a kept pair, push is off.
 */
function vapidConfig(env: NodeJS.ProcessEnv, nodeEnv: string, dataDir: string, mailFrom: string): VapidConfig | null {
  const publicRaw = env.VAPID_PUBLIC_KEY?.trim() || null;
  const privateRaw = env.VAPID_PRIVATE_KEY?.trim() || null;
  if (Boolean(publicRaw) !== Boolean(privateRaw)) throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  const address = /<([^\s@<>]+@[^\s@<>]+)>$/.exec(mailFrom)?.[1] ?? mailFrom;
  const subject = env.VAPID_SUBJECT?.trim() || `mailto:${address}`;
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/.test(subject)) throw new ConfigError(`VAPID_SUBJECT must be a mailto: or https:// address, got "${subject}"`);
  if (publicRaw && privateRaw) {
    const publicKey = base64url(publicRaw);
    if (publicKey?.length !== 65 || publicKey[0] !== 4) throw new ConfigError('VAPID_PUBLIC_KEY must be an uncompressed P-256 public key (65 bytes, base64url)');
    if (base64url(privateRaw)?.length !== 32) throw new ConfigError('VAPID_PRIVATE_KEY must be a P-256 private key (32 bytes, base64url)');
    return { publicKey: publicKey.toString('base64url'), privateKey: privateRaw.replace(/=+$/, ''), subject };
  }
  const kept = vapidKeysKeptIn(dataDir, nodeEnv !== 'production');
  return kept ? { ...kept, subject } : null;
}

/** The VAPID pair written once under DATA_DIR (`vapid-keys.json`), so that subscriptions survive a restart. */
function vapidKeysKeptIn(dataDir: string, generate: boolean): { publicKey: string; privateKey: string } | null {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof kept.publicKey !== 'string' || typeof kept.privateKey !== 'string') throw new ConfigError(`${file} must hold the VAPID publicKey and privateKey: delete it to have a new pair made`);
    return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  }
  if (!generate) return null;
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const privateKey = ecdh.getPrivateKey();
  const keys = { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url') };
  mkdirSync(dataDir, { recursive: true });
  // Written aside and renamed: a process starting at the same moment reads a whole pair or none.
  const aside = `${file}.${process.pid}.tmp`;
  writeFileSync(aside, JSON.stringify(keys), { mode: 0o600 });
  renameSync(aside, file);
  return keys;
}

/** The OIDC_* variables: none set, or issuer, client id and secret together. */
function oidcConfig(env: NodeJS.ProcessEnv): OidcConfig | null {
  const issuer = env.OIDC_ISSUER?.trim() || null;
  const clientId = env.OIDC_CLIENT_ID?.trim() || null;
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim() || null;
  if (!issuer && !clientId && !clientSecret) {
    if (env.OIDC_ALLOWED_DOMAINS?.trim() || env.OIDC_BUTTON_LABEL?.trim()) throw new ConfigError('OIDC_ALLOWED_DOMAINS and OIDC_BUTTON_LABEL need OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
    return null;
  }
  if (!issuer || !clientId || !clientSecret) throw new ConfigError('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  const problem = issuerProblem(issuer);
  if (problem) throw new ConfigError(problem);
  const allowedDomains = parseAllowedDomains(env.OIDC_ALLOWED_DOMAINS);
  const badDomain = allowedDomains.find((domain) => !/^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain));
  if (badDomain) throw new ConfigError(`OIDC_ALLOWED_DOMAINS must be e-mail domains separated by commas, got "${badDomain}"`);
  const buttonLabel = env.OIDC_BUTTON_LABEL?.trim() || 'Sign in with your college account';
  if (buttonLabel.length > 60) throw new ConfigError('OIDC_BUTTON_LABEL must be at most 60 characters');
  return { issuer, kind: providerKindOf(issuer), clientId, clientSecret, allowedDomains, buttonLabel };
}

function integerIn(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

/** A generated secret, written once under DATA_DIR so that tokens survive a restart. */
function secretKeptIn(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** For process entry points: the configuration, or one clear line on stderr and exit code 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Configuration error: ${error.message}\n`);
    process.exit(1);
  }
}
