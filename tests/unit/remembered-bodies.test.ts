// Remembered JSON bodies (api/lib/remembered-bodies.ts) on a bare Fastify app with the API's zod compiler: a body
// sent again is neither parsed nor validated again, everything else goes the usual way.
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REMEMBERED_BODY_CHARS, rememberedJsonBodies } from '../../api/lib/remembered-bodies';

async function appRemembering(limit: number) {
  const app = Fastify();
  const bodies = rememberedJsonBodies(app, limit);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, bodies.parser);
  let validations = 0;
  const counting: typeof validatorCompiler = (route) => {
    const validate = validatorCompiler(route);
    return (data: unknown) => {
      validations++;
      return validate(data);
    };
  };
  const seen: unknown[] = [];
  app.post(
    '/echo',
    {
      schema: { body: z.object({ name: z.string().trim().min(1), tags: z.array(z.string()).default([]) }) },
      validatorCompiler: bodies.validatorCompiler(counting) as never,
    },
    async (request) => {
      seen.push(request.body);
      return { body: request.body, frozen: Object.isFrozen(request.body) };
    },
  );
  const post = (payload: string) =>
    app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });
  return { app, post, validations: () => validations, seen };
}

describe('remembered JSON bodies', () => {
  it('validates a body once, then answers the same for the same text; other text is validated', async () => {
    const { app, post, validations, seen } = await appRemembering(8);
    const first = await post('{"name":" Ada "}');
    const again = await post('{"name":" Ada "}');
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toEqual({ body: { name: 'Ada', tags: [] }, frozen: true });
    expect(validations()).toBe(1);
    expect(seen[1]).toBe(seen[0]);
    await post('{"name": " Ada "}'); // the same value written differently: its own entry
    expect(validations()).toBe(2);
    await app.close();
  });

  it('keeps the validated value frozen, so no request changes what the next one receives', async () => {
    const { app, post, seen } = await appRemembering(8);
    await post('{"name":"Ada","tags":["a"]}');
    const value = seen[0] as { tags: string[] };
    expect(() => value.tags.push('b')).toThrow(TypeError);
    expect((await post('{"name":"Ada","tags":["a"]}')).json().body).toEqual({ name: 'Ada', tags: ['a'] });
    await app.close();
  });

  it('refuses a refused body every time, with the usual errors', async () => {
    const { app, post, validations } = await appRemembering(8);
    for (let i = 0; i < 2; i++) {
      const invalid = await post('{"name":""}');
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toMatch(/name/);
    }
    expect(validations()).toBe(2);
    for (let i = 0; i < 2; i++) {
      expect((await post('{"name":"Ada",')).statusCode).toBe(400);
      expect((await post('{"name":"Ada","__proto__":{"admin":true}}')).statusCode).toBe(400);
      expect((await post('{"name":"Ada","constructor":{"prototype":{"admin":true}}}')).statusCode).toBe(400);
      expect((await post('')).statusCode).toBe(400);
    }
    await app.close();
  });

  it('remembers only the latest bodies, and none longer than the limit', async () => {
    const { app, post, validations } = await appRemembering(2);
    for (const name of ['a', 'b', 'c', 'a']) await post(JSON.stringify({ name }));
    expect(validations()).toBe(4); // 'a' was forgotten when 'c' came
    await post(JSON.stringify({ name: 'c' }));
    expect(validations()).toBe(4);
    const long = JSON.stringify({ name: 'x'.repeat(REMEMBERED_BODY_CHARS) });
    await post(long);
    await post(long);
    expect(validations()).toBe(6);
    await app.close();
  });
});
