import { z } from 'zod';
import { buildContractsOnFirstUse } from '../contracts/lazy-schema.js';

// The front ends' zod interprets its parsers. Compiling them needs `new Function`, which the
// pages' CSP refuses, and zod's probe for it is reported as a policy violation on every page.
// zod reads this when it builds a schema, so the front ends' entry to the shared package
// (index.ts) imports this module first. The config is global to every copy of zod on the page;
// the API does not import the index, and keeps compiled parsers.
z.config({ jitless: true });
// And each contract is built when a page first uses it, not as the app starts (lazy-schema.ts).
buildContractsOnFirstUse();
