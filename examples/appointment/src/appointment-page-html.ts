/** The page: a stand-in chat showing the appointment form to one reader. */
export function renderAppointmentPage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>chatforms appointment example</title>
    <link rel="stylesheet" href="/page.css" />
  </head>
  <body>
    <main id="chat"><p>Loading the form…</p></main>
    <script type="module" src="/page.js"></script>
  </body>
</html>`;
}
