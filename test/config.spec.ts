import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@leave/core/config';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/leave-config-test', JWT_SECRET: 'x'.repeat(40) };

describe('configuration', () => {
  it('runs embedded with no environment at all: PGlite under DATA_DIR, demo mode on, port 3000', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({ port: 3000, databaseUrl: null, redisUrl: null, demoMode: true, appTimezone: 'Asia/Kolkata', elDivisor: 2 });
  });

  it('turns demo mode off by default on the real services', () => {
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://u@h/db', REDIS_URL: 'redis://h:6379' }).demoMode).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a port number'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL must start with redis://'],
    [{ APP_TIMEZONE: 'Mars/Olympus' }, 'APP_TIMEZONE "Mars/Olympus" is not a known IANA time zone'],
    [{ EL_DIVISOR: '0' }, 'EL_DIVISOR must be a positive number'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters'],
    [{ ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD must be at least 6 characters'],
    [{ DEMO_MODE: 'maybe' }, 'DEMO_MODE must be true or false'],
    [{ NODE_ENV: 'production', JWT_SECRET: '', ADMIN_PASSWORD: 'secret123' }, 'JWT_SECRET is required when NODE_ENV=production'],
  ])('stops on a bad value with one clear line: %o', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });

  it('keeps a generated JWT secret in DATA_DIR when none is configured, the same across restarts', () => {
    const dir = `/tmp/leave-config-secret-${process.pid}`;
    const first = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }).jwtSecret).toBe(first);
  });
});

describe('configuration of notifications', () => {
  it('sends no mail by default, links to the local address, and reminds at 9 after 2 working days', () => {
    expect(loadConfig({ ...base, PORT: '4000' })).toMatchObject({ smtpUrl: null, appUrl: 'http://localhost:4000', mailFrom: 'Leave Management <no-reply@college.edu>', collegeName: 'The College', reminderAfterDays: 2, reminderHour: 9 });
  });

  it('takes SMTP_URL, MAIL_FROM, APP_URL (without a trailing slash), COLLEGE_NAME and the reminder settings', () => {
    const config = loadConfig({ ...base, SMTP_URL: 'smtp://user:pass@mail.college.edu:587', MAIL_FROM: 'Leave <leave@college.edu>', APP_URL: 'https://leave.college.edu/', COLLEGE_NAME: 'Sample College', REMINDER_AFTER_DAYS: '3', REMINDER_HOUR: '17' });
    expect(config).toMatchObject({ smtpUrl: 'smtp://user:pass@mail.college.edu:587', mailFrom: 'Leave <leave@college.edu>', appUrl: 'https://leave.college.edu', collegeName: 'Sample College', reminderAfterDays: 3, reminderHour: 17 });
  });

  it.each([
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must look like smtp://user:pass@host:port'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM must be an e-mail address'],
    [{ APP_URL: 'ftp://x' }, 'APP_URL must be an http:// or https:// address'],
    [{ REMINDER_AFTER_DAYS: '-1' }, 'REMINDER_AFTER_DAYS must be a whole number from 0 to 60'],
    [{ REMINDER_HOUR: '24' }, 'REMINDER_HOUR must be a whole number from 0 to 23'],
  ])('stops on a bad value with one clear line: %o', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
