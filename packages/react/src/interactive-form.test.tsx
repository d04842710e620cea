import {
  createButtonElement,
  createCustomAction,
  createTextInputElement,
  type TextInputElement,
} from '@chatforms/core';
import {
  createLargeFormMessage,
  everyElementMessage,
  surveyMessage,
  unrenderableMessage,
} from '@chatforms/fixtures';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';

import type { ElementProps } from './element-props.js';
import { InteractiveForm } from './interactive-form.js';
import { createTestMessage } from './test-support/create-test-message.js';

afterEach(() => vi.restoreAllMocks());

const nameField = createTextInputElement({ elementId: 'name', label: 'Name', optional: false });

describe('given a message it cannot render', () => {
  test('shows a compact fallback with the reasons instead of throwing', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<InteractiveForm message={unrenderableMessage} />);
    expect(container.firstElementChild).toHaveAttribute('data-view', 'fallback');
    expect(screen.getByText('This form cannot be shown.')).toBeInTheDocument();
    expect(screen.getByText('options must list at least one choice')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('reports the issues through onError once', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onError = vi.fn();
    const { rerender } = render(
      <InteractiveForm message={unrenderableMessage} onError={onError} />,
    );
    rerender(<InteractiveForm message={unrenderableMessage} onError={onError} />);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          pointer: '/data/interactiveData/formFields/0/options',
          code: 'too_small',
        }),
      ]),
    );
  });

  test('shows the fallback for text that is not JSON', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<InteractiveForm message="{not json" />);
    expect(screen.getByText('This form cannot be shown.')).toBeInTheDocument();
  });
});

test('renders a message given as JSON text', () => {
  render(<InteractiveForm message={JSON.stringify(surveyMessage)} />);
  expect(screen.getByRole('group', { name: 'Quick survey' })).toBeInTheDocument();
});

test('skips an element of unknown type with a warning and renders the rest', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const message = createTestMessage([nameField]);
  const fields = [
    { elementType: 'signature', elementId: 'sign' },
    ...message.data.interactiveData.formFields,
  ];
  const raw = {
    ...message,
    data: {
      ...message.data,
      interactiveData: { ...message.data.interactiveData, formFields: fields },
    },
  };
  render(<InteractiveForm message={raw} />);
  expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown type "signature"'));
});

test('renders a form whose data is over the 10 KB sending limit, with a warning', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  render(<InteractiveForm message={createLargeFormMessage(200)} />);
  expect(screen.getByRole('textbox', { name: 'Field 199' })).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('10 KB'));
});

test('keeps the values of elementIds that react-hook-form would read as paths', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  const field = createTextInputElement({ elementId: 'contact.email[0]', label: 'Email' });
  render(<InteractiveForm message={createTestMessage([field])} onSubmit={onSubmit} />);
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.org');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).toHaveBeenCalledWith(
    expect.objectContaining({ values: { 'contact.email[0]': 'ada@example.org' } }),
  );
});

describe('given validation', () => {
  test('checks nothing before the first submission', async () => {
    const user = userEvent.setup();
    render(<InteractiveForm message={createTestMessage([nameField])} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await user.type(input, 'a');
    await user.clear(input);
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  test('re-checks a field that failed as the reader types', async () => {
    const user = userEvent.setup();
    render(<InteractiveForm message={createTestMessage([nameField])} onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const input = screen.getByRole('textbox', { name: 'Name' });
    await user.type(input, 'A');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.clear(input);
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  test('does not re-check live a field that passed the submission', async () => {
    const user = userEvent.setup();
    const city = createTextInputElement({ elementId: 'city', label: 'City', optional: false });
    render(<InteractiveForm message={createTestMessage([nameField, city])} onSubmit={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Pune');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.clear(screen.getByRole('textbox', { name: 'City' }));
    expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('aria-invalid', 'true');
  });

  test('announces the number of invalid fields in a live region', async () => {
    const user = userEvent.setup();
    render(<InteractiveForm message={surveyMessage} />);
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(screen.getByRole('status')).toHaveTextContent('3 fields need your attention.');
  });
});

describe('given presentation props', () => {
  test('is light by default and takes theme and dir', () => {
    const { container, rerender } = render(<InteractiveForm message={surveyMessage} />);
    expect(container.firstElementChild).toHaveAttribute('data-theme', 'light');
    expect(container.firstElementChild).not.toHaveAttribute('dir');
    rerender(<InteractiveForm message={surveyMessage} theme="dark" dir="rtl" className="mine" />);
    expect(container.firstElementChild).toHaveAttribute('data-theme', 'dark');
    expect(container.firstElementChild).toHaveAttribute('dir', 'rtl');
    expect(container.firstElementChild).toHaveClass('chatforms', 'mine');
  });

  test('isolates each text the author wrote, so it keeps its own direction in either dir', () => {
    render(<InteractiveForm message={everyElementMessage} dir="rtl" />);
    const authored = [
      'Every element',
      'Please fill in every field.',
      'Full name',
      'Services',
      'Electricity',
      'Preferred contact',
      'Phone',
      'Wing',
      'B Wing',
      'Move-in date',
      'House rules',
      'Submit',
    ];
    // dir="auto" on the element holding the text isolates it as a bdi would, with no extra element.
    for (const text of authored)
      expect(screen.getByText(text), text).toHaveAttribute('dir', 'auto');
    // Accessible names stay the text itself.
    expect(screen.getByRole('button', { name: 'House rules' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Electricity' })).toBeInTheDocument();
  });

  test('uses the strings given as messages, including field errors by code', async () => {
    const user = userEvent.setup();
    render(
      <InteractiveForm
        message={createTestMessage([nameField])}
        messages={{
          fieldError: (issue) => (issue.code === 'required' ? 'Pflichtfeld' : issue.message),
          invalidFieldCount: (count) => `${count} Feld prüfen`,
          completion: 'Danke!',
        }}
        onSubmit={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Pflichtfeld',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 Feld prüfen');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Danke!')).toBeInTheDocument();
  });
});

describe('given custom components', () => {
  test('renders the replacement for its element type with the element and readOnly', () => {
    function Shout({ element, readOnly }: ElementProps<TextInputElement>) {
      return <p>{`${element.label ?? ''}!`.toUpperCase() + (readOnly ? ' (locked)' : '')}</p>;
    }
    render(
      <InteractiveForm
        message={createTestMessage([nameField])}
        components={{ textInput: Shout }}
        readOnly
      />,
    );
    expect(screen.getByText('NAME! (locked)')).toBeInTheDocument();
  });

  test('contains a replacement that throws, and keeps the rest of the form working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    function Broken(): never {
      throw new Error('broken');
    }
    const onSubmit = vi.fn();
    const city = createTextInputElement({ elementId: 'city', label: 'City' });
    render(
      <InteractiveForm
        message={createTestMessage([
          createButtonElement({ elementId: 'x', buttonText: 'X', action: createCustomAction() }),
          city,
        ])}
        components={{ button: Broken }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.getAllByText('This part of the form could not be shown.')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Pune{Enter}');
    expect(onSubmit).toHaveBeenCalled();
  });
});

test('names each form through a group, so two forms with one title add no duplicate landmark', () => {
  render(
    <>
      <InteractiveForm message={surveyMessage} />
      <InteractiveForm message={surveyMessage} />
    </>,
  );
  expect(screen.getAllByRole('group', { name: 'Quick survey' })).toHaveLength(2);
  expect(document.querySelectorAll('form[aria-labelledby], form[aria-label]')).toHaveLength(0);
});
