import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * Answers many requests share. A handler that answers everyone with one object until its
 * inputs change (GET /asset within a price tick) returns it through `sharedAnswer`; the
 * serializer then checks it against the route's response schema and writes its JSON once,
 * not once per request. Shared answers are never changed after they are returned: a new
 * version is a new object.
 */
const answers = new WeakMap<object, { data: unknown }>();

/** The one `{ data }` envelope of a shared value: the same object each time it is asked. */
export function sharedAnswer<T extends object>(data: T): { data: T } {
  const known = answers.get(data) as { data: T } | undefined;
  if (known) return known;
  const answer = { data };
  answers.set(data, answer);
  return answer;
}

/** The zod serializer (fastify-type-provider-zod), remembering its JSON per shared answer. */
export const sharedAnswerSerializerCompiler: typeof serializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const written = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null || !isShared(data)) return serialize(data);
    const json = written.get(data) ?? serialize(data);
    written.set(data, json);
    return json;
  };
};

function isShared(data: object): boolean {
  const { data: value } = data as { data?: unknown };
  return typeof value === 'object' && value !== null && answers.get(value) === data;
}
