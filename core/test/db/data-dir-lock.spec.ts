import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../../src/db';
import { lockFileOf } from '../../src/db/data-dir-lock';

const root = mkdtempSync(path.join(tmpdir(), 'leave-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the lock of an embedded data folder', () => {
  it('is held by one opener at a time, names its process, and goes with its release', () => {
    const folder = path.join(root, 'one', 'pglite');
    const release = lockDataDir(folder);
    expect(readFileSync(lockFileOf(folder), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(folder)).toThrow(DataDirInUseError);
    release();
    expect(existsSync(lockFileOf(folder))).toBe(false);
    lockDataDir(folder)();
  });

  it('refuses a folder another running process holds', () => {
    const folder = path.join(root, 'two', 'pglite');
    lockDataDir(folder)();
    writeFileSync(lockFileOf(folder), String(process.ppid));
    expect(() => lockDataDir(folder)).toThrow(`is in use by process ${process.ppid}`);
  });

  it('takes over a lock left by a process that is gone (a crash)', () => {
    const folder = path.join(root, 'three', 'pglite');
    lockDataDir(folder)();
    // Pids are below 2^22 on Linux: this one names no process.
    writeFileSync(lockFileOf(folder), '4194999');
    const release = lockDataDir(folder);
    expect(readFileSync(lockFileOf(folder), 'utf8')).toBe(String(process.pid));
    release();
  });
});
