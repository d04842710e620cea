import { defineActionType, registerActionType } from '@chatforms/core';
import { orderConfirmationMessage } from '@chatforms/fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';

import { InteractiveForm } from '../interactive-form.js';
import { defaultMessages } from '../messages.js';

// The renderer reads the default registry, as an application's does: registered once for this
// file, which vitest runs in a module scope of its own.
beforeAll(() => {
  registerActionType(
    defineActionType({
      type: 'openCamera',
      factoryName: 'createOpenCameraAction',
      schema: z.looseObject({ actionType: z.literal('openCamera') }),
      createStarter: () => ({ actionType: 'openCamera' as const }),
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The order confirmation with a button of the registered type before its submit button. */
const messageWithCamera = {
  ...orderConfirmationMessage,
  data: {
    ...orderConfirmationMessage.data,
    interactiveData: {
      ...orderConfirmationMessage.data.interactiveData,
      formFields: [
        ...orderConfirmationMessage.data.interactiveData.formFields,
        {
          elementType: 'button',
          elementId: 'photo',
          buttonText: 'Photo of the receipt',
          disableAfterInteracted: false,
          action: { actionType: 'openCamera' },
        },
      ],
    },
  },
};

test('a button of a registered action type calls onCustomAction with the element and the values', async () => {
  const user = userEvent.setup();
  const onCustomAction = vi.fn();
  const onInteraction = vi.fn();
  render(
    <InteractiveForm
      message={messageWithCamera}
      onCustomAction={onCustomAction}
      onInteraction={onInteraction}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Photo of the receipt' }));
  await waitFor(() => expect(onInteraction).toHaveBeenCalledWith('photo'));
  expect(onCustomAction).toHaveBeenCalledOnce();
  expect(onCustomAction).toHaveBeenCalledWith(
    expect.objectContaining({ elementId: 'photo', action: { actionType: 'openCamera' } }),
    { pickup: 'pickup' },
  );
  expect(screen.queryByRole('alert')).toBeNull();
});

test('without onCustomAction, the press fails where the reader sees it and the developer is told what to pass', async () => {
  const user = userEvent.setup();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const onInteraction = vi.fn();
  render(<InteractiveForm message={messageWithCamera} onInteraction={onInteraction} />);
  await user.click(screen.getByRole('button', { name: 'Photo of the receipt' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(defaultMessages.actionFailed);
  expect(onInteraction).not.toHaveBeenCalled();
  expect(warn).toHaveBeenCalledWith(
    '[chatforms] The button "photo" has the action type "openCamera", which an application registered: pass onCustomAction to run it. Nothing ran.',
  );
});
