import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonBodyPlugin } from '../plugins/json-body';
import { memoizeJsonBodies } from './body-memo';

async function appWith(maxEntries: number) {
  let checks = 0;
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  await app.register(jsonBodyPlugin);
  await app.register(async (scope) => {
    const bodies = memoizeJsonBodies(scope, { maxEntries, maxLength: 100 });
    const body = z
      .object({ n: z.number().int().min(0).default(0) })
      .transform((value) => {
        checks += 1;
        return value;
      })
      .nullish();
    scope.post(
      '/echo',
      { validatorCompiler: bodies, schema: { body } },
      async (request) => request.body ?? {},
    );
  });
  const post = (payload: string) =>
    app.inject({ method: 'POST', url: '/echo', payload, headers: { 'content-type': 'application/json' } });
  return { app, post, checks: () => checks };
}

describe('memoised JSON bodies', () => {
  it('checks each distinct body text once and answers it alike after', async () => {
    const { post, checks } = await appWith(10);
    expect((await post('{"n":1}')).json()).toEqual({ n: 1 });
    expect((await post('{"n":1}')).json()).toEqual({ n: 1 });
    expect((await post('{}')).json()).toEqual({ n: 0 });
    expect(checks()).toBe(2);
  });

  it('refuses a bad body every time, and reads an empty one as null', async () => {
    const { post } = await appWith(10);
    for (const bad of ['{"n":-1}', '{"n":-1}', '{"n":', '{"n":'])
      expect((await post(bad)).statusCode).toBe(400);
    expect((await post('')).json()).toEqual({});
  });

  it('lets the oldest text go when full, and checks it again when it comes back', async () => {
    const { post, checks } = await appWith(2);
    for (const n of [1, 2, 3]) await post(`{"n":${n}}`);
    await post('{"n":3}');
    expect(checks()).toBe(3);
    await post('{"n":1}');
    expect(checks()).toBe(4);
  });
});
