import { describe, expect, it } from 'vitest';
import { gathered } from './gathered';

/** A run that answers each input doubled (an odd one fails alone) and records its batches. */
function doubling(options?: { maxBatch?: number; maxInFlight?: number }) {
  const batches: number[][] = [];
  let release: (() => void) | undefined;
  let hold = false;
  const call = gathered(async (inputs: number[]) => {
    batches.push(inputs);
    if (hold) await new Promise<void>((resolve) => (release = resolve));
    return inputs.map((n) => (n % 2 === 1 ? new Error(`odd ${n}`) : n * 2));
  }, options);
  return {
    call,
    batches,
    holdNext: () => (hold = true),
    release: () => {
      hold = false;
      release?.();
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('calls gathered into batches', () => {
  it('sends the calls of one turn together and answers each its own result', async () => {
    const d = doubling();
    const answers = await Promise.all([d.call(2), d.call(4), d.call(6)]);
    expect(answers).toEqual([4, 8, 12]);
    expect(d.batches).toEqual([[2, 4, 6]]);
  });

  it('fails only the call whose answer is an error', async () => {
    const d = doubling();
    const settled = await Promise.allSettled([d.call(2), d.call(3), d.call(4)]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((settled[1] as PromiseRejectedResult).reason.message).toBe('odd 3');
  });

  it('holds what arrives while a batch is out, then sends it as the next batch', async () => {
    const d = doubling();
    d.holdNext();
    const first = d.call(2);
    await tick();
    const later = [d.call(4), d.call(6), d.call(8)];
    await tick();
    expect(d.batches).toEqual([[2]]);
    d.release();
    expect(await first).toBe(4);
    expect(await Promise.all(later)).toEqual([8, 12, 16]);
    expect(d.batches).toEqual([[2], [4, 6, 8]]);
  });

  it('sends at most maxBatch calls at once and keeps maxInFlight batches out', async () => {
    const d = doubling({ maxBatch: 2, maxInFlight: 2 });
    const answers = await Promise.all([2, 4, 6, 8, 10].map((n) => d.call(n)));
    expect(answers).toEqual([4, 8, 12, 16, 20]);
    expect(d.batches).toEqual([[2, 4], [6, 8], [10]]);
  });

  it('fails every call of a batch whose run throws, and serves the next batch', async () => {
    let fail = true;
    const call = gathered(async (inputs: number[]) => {
      if (fail) throw new Error('connection lost');
      return inputs;
    });
    const settled = await Promise.allSettled([call(1), call(2)]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await call(3)).toBe(3);
  });
});
