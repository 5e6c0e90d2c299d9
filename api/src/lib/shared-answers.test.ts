import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sharedAnswer, sharedAnswerSerializerCompiler } from './shared-answers.js';

const schema = z.object({ data: z.array(z.object({ id: z.string() })) });
const compile = () =>
  sharedAnswerSerializerCompiler({ schema, method: 'GET', url: '/things', httpStatus: '200' });

describe('shared answers', () => {
  it('wraps one value in one envelope, however often it is asked', () => {
    const things = [{ id: 'a' }];
    expect(sharedAnswer(things)).toBe(sharedAnswer(things));
    expect(sharedAnswer(things)).toEqual({ data: things });
  });

  it('checks a shared answer against the schema and writes its JSON once', () => {
    const serialize = compile();
    const things = [{ id: 'a', secret: 'dropped by the schema' }];
    const answer = sharedAnswer(things);
    expect(serialize(answer)).toBe('{"data":[{"id":"a"}]}');
    // Shared answers are never changed; if one were, the JSON written first would stand.
    things.push({ id: 'b', secret: '' });
    expect(serialize(answer)).toBe('{"data":[{"id":"a"}]}');
  });

  it('serializes every other answer afresh, and refuses one the schema does not allow', () => {
    const serialize = compile();
    const things = [{ id: 'a' }];
    const answer = { data: things };
    expect(serialize(answer)).toBe('{"data":[{"id":"a"}]}');
    things.push({ id: 'b' });
    expect(serialize(answer)).toBe('{"data":[{"id":"a"},{"id":"b"}]}');
    expect(() => serialize(sharedAnswer([{ id: 1 }]))).toThrow();
  });
});
