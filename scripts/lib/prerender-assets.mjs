/**
 * Node module hooks for the build's prerender (scripts/prerender.ts): front-end code imports
 * images and styles the way Rspack bundles them. In Node, an image becomes a `data:` URL of
 * the file itself — so a prerendered <img> shows the same picture the app will — and a
 * stylesheet nothing (the app's own bundle loads it).
 */
import { readFileSync } from 'node:fs';
import { register } from 'node:module';

const TYPES = { '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp' };

export async function load(url, context, nextLoad) {
  const clean = url.split('?')[0] ?? url;
  const extension = clean.slice(clean.lastIndexOf('.'));
  if (clean.startsWith('file:') && extension in TYPES) {
    const bytes = readFileSync(new URL(clean));
    const dataUrl =
      extension === '.svg'
        ? `data:image/svg+xml,${encodeURIComponent(bytes.toString('utf8'))}`
        : `data:${TYPES[extension]};base64,${bytes.toString('base64')}`;
    return {
      format: 'module',
      shortCircuit: true,
      source: `export default ${JSON.stringify(dataUrl)};`,
    };
  }
  if (clean.startsWith('file:') && /\.(css|woff2?)$/.test(clean)) {
    return { format: 'module', shortCircuit: true, source: 'export default "";' };
  }
  return nextLoad(url, context);
}

if (!process.env.WATTLE_PRERENDER_HOOKS_LOADED) {
  process.env.WATTLE_PRERENDER_HOOKS_LOADED = '1';
  register(import.meta.url);
}
