import { defineElementType, type FormElement, registerElementType } from '@chatforms/core';
import { render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { z } from 'zod';

import { registerElementComponent } from './element-components.js';
import type { ElementProps } from './element-props.js';
import { InteractiveForm } from './interactive-form.js';
import { createTestMessage } from './test-support/create-test-message.js';

afterEach(() => vi.restoreAllMocks());

function defineNoteType(type: string) {
  const schema = z.looseObject({
    elementType: z.literal(type),
    elementId: z.string(),
    note: z.string(),
  });
  const create = (elementId: string) => schema.parse({ elementType: type, elementId, note: 'Hi' });
  return defineElementType({
    type,
    schema,
    input: null,
    createStarter: create,
    createExample: () => create('note'),
  });
}

registerElementType(defineNoteType('note'));
registerElementType(defineNoteType('quote'));
registerElementType(defineNoteType('faulty'));

function NoteField({ element }: ElementProps<FormElement>) {
  return <p>{(element as { note?: string }).note}</p>;
}

registerElementComponent('note' as never, NoteField);
registerElementComponent('faulty' as never, () => {
  throw new Error('broken');
});

function messageWith(elementType: string) {
  return createTestMessage([{ elementType, elementId: 'x', note: 'Read me' } as never]);
}

test('a registered type is drawn by its registered component', () => {
  render(<InteractiveForm message={messageWith('note')} />);
  expect(screen.getByText('Read me')).toBeInTheDocument();
});

test('a registered type with no component shows the element fallback, and the rest of the form', () => {
  render(<InteractiveForm message={messageWith('quote')} />);
  expect(screen.getByText('This part of the form could not be shown.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
});

test('a registered component that throws is kept inside its own element', () => {
  const report = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(<InteractiveForm message={messageWith('faulty')} />);
  expect(screen.getByText('This part of the form could not be shown.')).toBeInTheDocument();
  expect(report).toHaveBeenCalled();
});

test('a built-in type cannot be registered over; the components prop replaces it', () => {
  expect(() => registerElementComponent('label', NoteField)).toThrow(
    '"label" is a built-in element type; pass components={{ label }} instead',
  );
});
