import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  anchorsOf,
  citationProblems,
  headingAnchor,
  repositoryCitationProblems,
  type ReadDoc,
} from './lib/doc-citations.ts';

const root = path.resolve(import.meta.dirname, '..');

// Built from parts, so this file does not hold the citations it shows being caught.
const DOCS = 'docs/';
const SECTION = '§';
const TRADING = `# Trading\n\n## Quotes\n\n### Rounding\n\n## Quotes\n`;
const readDoc: ReadDoc = (file) => (file === `${DOCS}product/trading.md` ? TRADING : null);
const problemsIn = (text: string, file = 'api/src/example.ts') =>
  citationProblems(file, text, readDoc).map((problem) => problem.message);

describe('citations in the repository', () => {
  it('name only documents the repository holds, and only headings they have', () => {
    const problems = repositoryCitationProblems(root).map(
      ({ file, line, message }) => `${file}:${line}: ${message}`,
    );
    expect(problems).toEqual([]);
  });
});

describe('what the citation check catches', () => {
  it('refuses the specification, by section or by name', () => {
    expect(problemsIn(`// Rounds up (spec ${SECTION}5).`)).toHaveLength(1);
    expect(problemsIn(`/** The ${SECTION}9 polling beat. */`)).toHaveLength(1);
    expect(problemsIn(`it('names the ${'sp'}ec messages', …)`)).toHaveLength(1);
    expect(problemsIn(`// Checked against the ${'sp'}ec's address rule.`)).toHaveLength(1);
  });

  it('refuses the architecture and style notes and issue numbers', () => {
    expect(problemsIn(`// Step-up (${'ARCHI'}TECTURE.md).`)).toHaveLength(1);
    expect(problemsIn(`// One factory per resource (${'STY'}LE.md).`)).toHaveLength(1);
    expect(problemsIn(`it('locks the account (${'iss'}ue 16.10)', …)`)).toHaveLength(1);
    expect(problemsIn(`// ${'Iss'}ue 14: fetched ahead.`)).toHaveLength(1);
  });

  it('accepts a link to an existing heading, and refuses a missing file or heading', () => {
    expect(problemsIn(`// See ${DOCS}product/trading.md#rounding.`)).toEqual([]);
    expect(problemsIn(`// See ${DOCS}product/trading.md.`)).toEqual([]);
    expect(problemsIn(`// See ${DOCS}product/trading.md#fees.`)).toEqual([
      `links ${DOCS}product/trading.md#fees: no such heading`,
    ]);
    expect(problemsIn(`// See ${DOCS}product/trades.md#rounding.`)).toEqual([
      `links ${DOCS}product/trades.md, which does not exist`,
    ]);
  });

  it('resolves a relative link from the file that holds it', () => {
    expect(
      problemsIn(`[rounding](../${DOCS}product/trading.md#rounding)`, 'api/README.md'),
    ).toEqual([]);
    expect(problemsIn(`[rounding](${DOCS}product/trading.md#rounding)`, 'api/README.md')).toEqual([
      `links api/${DOCS}product/trading.md, which does not exist`,
    ]);
  });

  it('names anchors as GitHub does', () => {
    expect(headingAnchor('Near-the-high warning')).toBe('near-the-high-warning');
    expect(headingAnchor('Sign-up, sign-in & `otp`')).toBe('sign-up-sign-in--otp');
    expect([...anchorsOf(TRADING)]).toEqual(['trading', 'quotes', 'rounding', 'quotes-1']);
  });
});
