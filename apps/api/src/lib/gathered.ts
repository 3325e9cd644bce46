/**
 * Calls that arrive while earlier ones are on their way travel together (docs/adr/0026):
 * `run` answers many inputs with one round trip, so under load a batch of joins costs the database and
 * the API about what one did. Alone, a call goes at once (in the same turn of the event loop as any
 * others that came with it); at most `maxInFlight` batches are out, and what arrives meanwhile waits
 * for the next one. `run` answers each input in order, an `Error` failing that call alone; if `run`
 * itself throws, every call of its batch fails with it.
 */
export function gathered<I, O>(
  run: (inputs: I[]) => Promise<Array<O | Error>>,
  options: { maxBatch?: number; maxInFlight?: number } = {},
): (input: I) => Promise<O> {
  const maxBatch = options.maxBatch ?? 100;
  const maxInFlight = options.maxInFlight ?? 1;
  type Waiting = { input: I; resolve: (output: O) => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let inFlight = 0;
  let launching = false;

  const launch = () => {
    launching = false;
    while (inFlight < maxInFlight && waiting.length > 0) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(maxBatch);
      inFlight++;
      // A run that throws before it returns its promise still fails only its own batch.
      Promise.resolve()
        .then(() => run(batch.map((call) => call.input)))
        .then((outputs) => {
          if (!Array.isArray(outputs)) throw new Error('gathered: the run answered no list');
          batch.forEach((call, i) => {
            const output = outputs[i];
            if (output instanceof Error) call.reject(output);
            else call.resolve(output as O);
          });
        })
        .catch((error) => {
          for (const call of batch) call.reject(error);
        })
        .finally(() => {
          inFlight--;
          launch();
        });
    }
  };

  return (input) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      // setImmediate, not a microtask: requests read in the same poll of the sockets go in one batch.
      if (!launching && inFlight < maxInFlight) {
        launching = true;
        setImmediate(launch);
      }
    });
}
