import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Code may point a reader only at documents that are in the repository: the product's rules
 * live in `docs/product/`, the design in `docs/architecture.md`, the reasons in
 * `docs/decisions/`. This finds what breaks that: a citation of a document kept elsewhere (a
 * specification's section sign, the architecture or style notes, an issue number), and a
 * `docs/…md` link whose file or heading does not exist.
 */

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** Citations of documents outside the repository, with what to write instead. */
const ABSENT_DOCUMENTS: readonly { pattern: RegExp; message: string }[] = [
  {
    pattern: /§\s?\d|\bspec\s*§/i,
    message: 'cites a specification section: link the rule in docs/product/ or state it here',
  },
  {
    pattern: /\bthe spec\b|\bspec['’]s\b|\bspec (?:messages|rules|default)\b/i,
    message: 'cites the specification: link the rule in docs/product/ or state it here',
  },
  {
    // Spelled with a class so this file does not match its own rule.
    pattern: /\bARCHITECTUR[E]\b/,
    message: 'cites the architecture notes: link docs/architecture.md or docs/decisions/',
  },
  {
    pattern: /\bSTYL[E]\.md\b/,
    message: 'cites the style notes: say the rule here, or link a docs/ page',
  },
  {
    pattern: /\bissues? #?\d+/i,
    message: 'cites an issue: say what the code does and why; history belongs in commits',
  },
];

/** A `docs/…md` path with an optional `#anchor`. */
const DOC_LINK = /(?<![\w/.-])((?:\.{1,2}\/)*docs\/[\w./-]+?\.md)(?:#([\w-]+))?/g;

/** Files a reader of the code reads: source, configuration, and READMEs outside `docs/`. */
const SCANNED = /\.(?:[cm]?[jt]sx?|ya?ml|json|md|html|css|conf|env)$|(?:^|\/)(?:Dockerfile|run)$/;
const NOT_SCANNED = [/^docs\//, /(?:^|\/)package-lock\.json$/, /\.tar\.gz$/];

/** Tracked files, and new ones git does not ignore: a file is checked before its commit. */
export function repositoryFiles(root: string): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8' },
  );
  return [...new Set(listed.split('\0'))]
    .filter((file) => file !== '' && existsSync(path.join(root, file)))
    .filter((file) => SCANNED.test(file) && !NOT_SCANNED.some((rule) => rule.test(file)))
    .sort();
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a Markdown file's headings make, repeated headings numbered as GitHub does. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const anchor = headingAnchor(heading[1]);
    const count = seen.get(anchor) ?? 0;
    seen.set(anchor, count + 1);
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
  }
  return anchors;
}

/** Reads a file under the repository once; null when there is none. */
export type ReadDoc = (repositoryPath: string) => string | null;

export function fileReader(root: string): ReadDoc {
  const cache = new Map<string, string | null>();
  return (repositoryPath) => {
    if (!cache.has(repositoryPath)) {
      const file = path.join(root, repositoryPath);
      cache.set(repositoryPath, existsSync(file) ? readFileSync(file, 'utf8') : null);
    }
    return cache.get(repositoryPath) ?? null;
  };
}

/** The problems of one file's text; `file` is its path in the repository. */
export function citationProblems(file: string, text: string, readDoc: ReadDoc): Problem[] {
  const problems: Problem[] = [];
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    for (const { pattern, message } of ABSENT_DOCUMENTS) {
      if (pattern.test(content)) problems.push({ file, line, message });
    }
    for (const [, target = '', anchor] of content.matchAll(DOC_LINK)) {
      // Markdown resolves a link from its own folder; a comment names a path from the root.
      const relative = target.startsWith('.') || file.endsWith('.md');
      const resolved = path.posix.normalize(
        relative ? path.posix.join(path.posix.dirname(file), target) : target,
      );
      const doc = readDoc(resolved);
      if (doc === null) {
        problems.push({ file, line, message: `links ${resolved}, which does not exist` });
      } else if (anchor !== undefined && !anchorsOf(doc).has(anchor)) {
        problems.push({ file, line, message: `links ${resolved}#${anchor}: no such heading` });
      }
    }
  });
  return problems;
}

/** Every problem in the repository at `root`. */
export function repositoryCitationProblems(root: string): Problem[] {
  const readDoc = fileReader(root);
  return repositoryFiles(root).flatMap((file) =>
    citationProblems(file, readFileSync(path.join(root, file), 'utf8'), readDoc),
  );
}
