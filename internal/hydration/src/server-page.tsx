// The server's render of the page's form, bundled for Node once per React version.
import { Writable } from 'node:stream';

import { InteractiveForm, loadDateTimeSupport } from '@chatforms/react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

import { type PageForm, pageForms } from './page-forms.js';

const renderForm = (name: PageForm) => (
  <InteractiveForm message={pageForms[name]} onSubmit={() => {}} />
);

/** renderToString, which cannot wait for a chunk: the README loads the dateTime code first. */
export async function renderFormToString(name: PageForm): Promise<string> {
  await loadDateTimeSupport();
  return renderToString(renderForm(name));
}

/**
 * A streaming render, as Next.js makes, without loading anything first: the form's boundary waits
 * for the dateTime code on the server. Written out once all is ready (as for a crawler), so that
 * the markup is the form itself rather than its fallback and the script that swaps it in.
 */
export function renderFormToStream(name: PageForm): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(renderForm(name), {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}
