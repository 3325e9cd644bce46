import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';

describe('createLimiter', () => {
  it('runs at most the given number of tasks at once, all of them in the end', async () => {
    const run = createLimiter(2);
    let running = 0;
    let most = 0;
    const task = (value: number) =>
      run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return value;
      });
    expect(await Promise.all([1, 2, 3, 4, 5, 6, 7].map(task))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(2);
  });

  it('frees the slot of a task that failed', async () => {
    const run = createLimiter(1);
    await expect(run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await run(async () => 'next')).toBe('next');
  });
});
