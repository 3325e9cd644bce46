/**
 * At most `slots` tasks run at once; the others wait their turn in order. Image decoding uses it: each
 * decode holds the whole picture in memory, so twelve at once took the server from 124 MB to 398 MB.
 */
export function createLimiter(slots: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const acquire = async () => {
    if (active < slots) {
      active += 1;
      return;
    }
    // The releasing task hands its slot straight over, so `active` stays as it is.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    await acquire();
    try {
      return await task();
    } finally {
      release();
    }
  };
}
