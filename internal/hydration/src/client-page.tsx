// The page's script: hydrates the form the server rendered, and records what React reports. It
// preloads nothing, as a Next.js page cannot: the dateTime code arrives as a chunk of its own.
// With `?preload` it first awaits that chunk, as the react README shows for hydrateRoot; `?form=`
// names the form (page-forms.ts).
import { InteractiveForm, loadDateTimeSupport } from '@chatforms/react';
import { hydrateRoot } from 'react-dom/client';

import { findPageForm, pageForms } from './page-forms.js';
import { readPageRecord } from './page-record.js';

const record = readPageRecord();
const search = new URLSearchParams(location.search);
if (search.has('preload')) await loadDateTimeSupport();

hydrateRoot(
  document.getElementById('root')!,
  <InteractiveForm
    message={pageForms[findPageForm(search)]}
    onSubmit={({ values }) => {
      record.submissions.push(values);
    }}
  />,
  { onRecoverableError: (error) => record.recoverableErrors.push(String(error)) },
);
record.hydrationStarted = true;
