import type { FastifyPluginAsync } from 'fastify';

function page(appUrl: string): string {
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page not found · Wattle</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif; background: #0C2A20; color: #fff; }
  main { max-width: 28rem; padding: 2rem; text-align: center; }
  h1 { font-size: 2rem; margin: 0 0 1rem; }
  p { color: #C9E4D7; line-height: 1.5; }
  a { display: inline-block; margin-top: 1.5rem; padding: 0.75rem 1.5rem; border-radius: 0.5rem; background: #F5B400; color: #071A13; font-weight: 600; text-decoration: none; }
  a:focus-visible { outline: 3px solid #fff; outline-offset: 3px; }
</style>
</head>
<body>
<main>
  <h1>Page not found</h1>
  <p>We couldn't find that page. It may have moved, or the link may be mistyped.</p>
  <a href="${appUrl}">Back to Wattle</a>
</main>
</body>
</html>`;
}

/** Where the browser lands for an unknown route (spec §2.3). Says nothing about the path. */
export const notFoundPageRoutes: FastifyPluginAsync<{ appUrl: string }> = async (
  app,
  { appUrl },
) => {
  const html = page(new URL(appUrl).toString());
  app.get('/not-found', { schema: { hide: true } }, async (_request, reply) =>
    reply.status(404).type('text/html; charset=utf-8').send(html),
  );
};
