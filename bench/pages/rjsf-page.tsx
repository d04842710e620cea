import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

import { type RjsfForm, toRjsfForm } from '../src/converters/to-rjsf-form.js';
import { exposeBenchPage } from './bench-page.js';
import { renderReactChat } from './react-chat.js';

const ignoreSubmission = () => undefined;

// noHtml5Validate: the browser's own required check would block submit before rjsf validates.
// constAsDefaults 'skipOneOf': otherwise rjsf pre-selects the first option of every choice
// field, and the form would start filled where the chatforms form starts empty.
function RjsfBenchForm({ schema, uiSchema }: RjsfForm) {
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      noHtml5Validate
      experimental_defaultFormStateBehavior={{ constAsDefaults: 'skipOneOf' }}
      showErrorList={false}
      onSubmit={ignoreSubmission}
    />
  );
}

exposeBenchPage<RjsfForm>({
  prepare: (message) => toRjsfForm(message.data.interactiveData),
  mountChat: (container, forms) =>
    renderReactChat(
      container,
      forms.map((form) => <RjsfBenchForm {...form} />),
    ),
  mount(container, form) {
    const root = createRoot(container);
    flushSync(() => root.render(<RjsfBenchForm {...form} />));
    return {
      unmount: () => root.unmount(),
      findTextInput: (elementId) =>
        container.querySelector<HTMLInputElement>(`#root_${elementId}`) as HTMLInputElement,
      pressSubmit: () =>
        container.querySelector<HTMLButtonElement>('button[type="submit"]')?.click(),
      countFieldErrors: () => container.querySelectorAll('.rjsf-field-error').length,
    };
  },
});
