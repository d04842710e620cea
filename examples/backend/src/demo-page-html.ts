/** The demo page: a chat stand-in showing one form message to one reader. */
export function renderDemoPage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>chatforms demo chat</title>
    <link rel="stylesheet" href="/demo/page.css" />
  </head>
  <body>
    <main id="chat"><p>Loading the form…</p></main>
    <script type="module" src="/demo/page.js"></script>
  </body>
</html>`;
}
