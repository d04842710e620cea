import type { ActionNames } from '@chatforms/core';
import { createButtonElement, createCustomAction } from '@chatforms/core';
import { createEmptyFormMessage } from '@chatforms/core/editing';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, test } from 'vitest';

import { defaultChatConnection } from '../api/chat-connection.js';
import { renderWithEditor } from '../test/render-with-editor.js';
import { CodeView } from './code-view.js';

const message = {
  ...createEmptyFormMessage(),
  data: {
    interactiveData: {
      formFields: [],
      submitElement: createButtonElement({
        elementId: 'send',
        buttonText: 'Send',
        action: createCustomAction(),
      }),
    },
  },
};

function CodeViewWithChoice() {
  const [actionNames, setActionNames] = useState<ActionNames>('spec');
  return (
    <CodeView
      connection={defaultChatConnection}
      actionNames={actionNames}
      onActionNamesChange={setActionNames}
    />
  );
}

test("the code view writes the kits' action names once chosen, and says what each kit does", async () => {
  const { user } = renderWithEditor(<CodeViewWithChoice />, { message });
  const readCode = (label: string) => (screen.getByLabelText(label) as HTMLTextAreaElement).value;
  expect(readCode('cURL')).toContain('"actionType":"customAction"');
  expect(screen.getByRole('radio', { name: /spec's names/ })).toBeChecked();

  await user.click(screen.getByRole('radio', { name: /kits' names/ }));

  expect(readCode('cURL')).toContain('"actionType":"custom"');
  expect(readCode('TypeScript')).toContain("{ actionNames: 'kit' }");
  expect(screen.getByText(/the Android kit reads "custom" but not "customAction"/)).toBeVisible();
  expect(screen.getByText(/apiAction and urlNavigation have one name/)).toBeVisible();
});
