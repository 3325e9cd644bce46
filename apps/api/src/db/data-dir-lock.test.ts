import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { holdDataDir } from './data-dir-lock';

describe("the embedded database's folder lock", () => {
  it('is taken and released by its process, and taken over from a process that died', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kinetic-lock-'));
    const release = holdDataDir(dir);
    expect(readFileSync(path.join(dir, 'kinetic.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'kinetic.lock'))).toBe(false);

    // A pid no process has: the lock a crashed server left behind.
    writeFileSync(path.join(dir, 'kinetic.lock'), '2147483646');
    const again = holdDataDir(dir);
    expect(readFileSync(path.join(dir, 'kinetic.lock'), 'utf8')).toBe(String(process.pid));
    again();
  });

  it('refuses a second server while the first one runs, saying what to do', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kinetic-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'kinetic.lock'), String(other.pid));
      expect(() => holdDataDir(dir)).toThrow(
        `Another Kinetic server (process ${other.pid}) is using the embedded database in ${dir}.`,
      );
    } finally {
      other.kill();
    }
  });
});
