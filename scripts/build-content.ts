/**
 * Builds the learn/blog/company content: every Markdown file under mf-marketing/content is
 * parsed (gray-matter), validated and rendered (marked, safe subset) here, at build time,
 * into one JSON bundle the marketing remote imports. The browser never ships or runs
 * gray-matter or marked: its content chunk is plain data.
 *
 * The bundle is committed (type-checking and tests need it on a fresh clone); the build
 * regenerates it, and scripts/build-content.test.ts fails when the committed copy is stale.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { compileArticle } from '../mf-marketing/src/features/content/lib/compile-article.ts';
import type {
  Article,
  ContentBundle,
  ContentKind,
} from '../mf-marketing/src/features/content/lib/content-types.ts';

const MARKETING = path.resolve(import.meta.dirname, '../mf-marketing');
export const CONTENT_DIR = path.join(MARKETING, 'content');
export const BUNDLE_FILE = path.join(
  MARKETING,
  'src/features/content/generated/content-bundle.json',
);

/** Folder → the kind of content it holds (and so its URL: /blog, /learn, /). */
const FOLDERS: Record<string, ContentKind> = { blog: 'post', learn: 'guide', pages: 'page' };

function heroImages(): Record<string, string> {
  const dir = path.join(CONTENT_DIR, 'images');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.svg'))
      .map((file) => {
        const svg = readFileSync(path.join(dir, file), 'utf8').trim();
        return [file, `data:image/svg+xml,${encodeURIComponent(svg)}`];
      }),
  );
}

export function compileContent(): ContentBundle {
  const images = heroImages();
  const articles: Article[] = [];
  for (const [folder, kind] of Object.entries(FOLDERS)) {
    const dir = path.join(CONTENT_DIR, folder);
    for (const file of readdirSync(dir).sort()) {
      if (!file.endsWith('.md')) continue;
      articles.push(
        compileArticle({
          file: `${folder}/${file}`,
          kind,
          slug: file.replace(/\.md$/, ''),
          markdown: readFileSync(path.join(dir, file), 'utf8'),
          heroImages: images,
        }),
      );
    }
  }
  return { articles };
}

/** The bundle as the file holds it (Prettier-formatted, so lint leaves it alone). */
export async function contentBundleJson(): Promise<string> {
  return prettier.format(JSON.stringify(compileContent()), { parser: 'json' });
}

/**
 * Writes the bundle when its content changed. An unchanged file is left alone, so lint, which
 * `npm test` runs beside the build, never reads it half written.
 */
export async function writeContentBundle(): Promise<void> {
  const json = await contentBundleJson();
  if (existsSync(BUNDLE_FILE) && readFileSync(BUNDLE_FILE, 'utf8') === json) return;
  writeFileSync(BUNDLE_FILE, json);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await writeContentBundle();
  console.log(`wrote ${path.relative(process.cwd(), BUNDLE_FILE)}`);
}
