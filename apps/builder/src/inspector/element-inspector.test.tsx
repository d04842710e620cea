import type { BuiltInElementType } from '@chatforms/core';
import { listElementTypes } from '@chatforms/core';
import { addElement, createEmptyFormMessage } from '@chatforms/core/editing';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';

import { getElementTypeName } from '../element-types/element-inspector-registry.js';
import { useEditorContext } from '../state/editor-context.js';
import { renderWithEditor } from '../test/render-with-editor.js';
import { Inspector } from './inspector.js';
import { groupFieldsBySection } from './inspector-field-sections.js';

// Registered types live in their own test folders; this covers the built-in ones, read from core.
const elementTypes = listElementTypes() as BuiltInElementType[];

const choiceControls = ['Element id', 'Label', 'Optional (may be left blank)'];
// A type this table does not name yet is checked for its heading and its id field only.
const expectedControls: Partial<
  Record<BuiltInElementType, { inputs: string[]; groups: string[] }>
> = {
  label: { inputs: ['Element id', 'Text'], groups: [] },
  textInput: {
    inputs: [
      ...choiceControls,
      'Placeholder',
      'Max lines',
      'Default text',
      'Min length',
      'Max length',
      'Pattern',
      'Pattern message',
    ],
    groups: [],
  },
  button: {
    inputs: ['Element id', 'Button text', 'Disable after it is used', 'What happens on press'],
    groups: ['Action'],
  },
  checkbox: {
    inputs: [...choiceControls, 'Min checked', 'Max checked'],
    groups: ['Options', 'Checked by default'],
  },
  dropdown: { inputs: [...choiceControls, 'Default option'], groups: ['Options'] },
  radio: { inputs: [...choiceControls, 'Default option'], groups: ['Options'] },
  singleSelect: { inputs: [...choiceControls, 'Default option'], groups: ['Options'] },
  dateTime: {
    inputs: [
      ...choiceControls,
      'Asks for',
      'Time zone',
      'Default value',
      'Earliest (from)',
      'Latest (to)',
      'Submitted format',
    ],
    groups: [],
  },
};

function createMessageWith(...types: BuiltInElementType[]) {
  return types.reduce((message, type) => addElement(message, type), createEmptyFormMessage());
}

test.each(elementTypes)('the %s inspector has an editor for every spec field', (type) => {
  renderWithEditor(<Inspector />, { message: createMessageWith(type), selectedId: `${type}1` });

  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
    `${getElementTypeName(type)} ${type}1`,
  );
  const expected = expectedControls[type] ?? { inputs: ['Element id'], groups: [] };
  for (const name of expected.inputs) {
    expect(screen.getByLabelText(name)).toBeInTheDocument();
  }
  for (const name of expected.groups) {
    expect(screen.getByRole('group', { name })).toBeInTheDocument();
  }
});

test('renaming an element keeps it selected under its new id', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, {
    message: createMessageWith('textInput'),
    selectedId: 'textInput1',
  });

  await user.clear(screen.getByLabelText('Element id'));
  await user.type(screen.getByLabelText('Element id'), 'fullName');

  expect(readState().selectedId).toBe('fullName');
  expect(readState().present.data.interactiveData.formFields[0]?.elementId).toBe('fullName');
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Text input fullName');
  expect(screen.getByLabelText('Label')).toHaveValue('Your answer');
});

test('the Form settings button returns to the message settings', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, {
    message: createMessageWith('label'),
    selectedId: 'label1',
  });

  await user.click(screen.getByRole('button', { name: 'Form settings' }));

  expect(readState().selectedId).toBeNull();
  expect(screen.getByRole('heading', { name: 'Form settings' })).toBeInTheDocument();
});

test("a rename onto the submit button's id is held back and explained on the field", async () => {
  const { user, readState } = renderWithEditor(<Inspector />, {
    message: createMessageWith('textInput'),
    selectedId: 'textInput1',
  });
  const elementId = screen.getByLabelText('Element id');
  expect(elementId).toHaveAttribute('aria-invalid', 'false');

  await user.clear(elementId);
  await user.type(elementId, 'submit');

  expect(elementId).toHaveValue('submit');
  expect(elementId).toHaveAttribute('aria-invalid', 'true');
  expect(elementId).toHaveAccessibleDescription(
    /“submit” is the id of another element: ids must be unique\. This element stays “submi”\.$/,
  );
  const form = readState().present.data.interactiveData;
  expect(form.formFields[0]?.elementId).toBe('submi');
  expect(form.submitElement.elementId).toBe('submit');
});

test("a rename through another element's id never links the two elements", async () => {
  const { user, readState } = renderWithEditor(<Inspector />, {
    message: createMessageWith('label', 'textInput'),
    selectedId: 'textInput1',
  });
  const elementId = screen.getByLabelText('Element id');

  await user.clear(elementId);
  await user.type(elementId, 'label1');
  expect(elementId).toHaveAttribute('aria-invalid', 'true');
  await user.type(elementId, '-copy');
  await user.clear(screen.getByLabelText('Label'));
  await user.type(screen.getByLabelText('Label'), 'City');

  const [label, input] = readState().present.data.interactiveData.formFields;
  expect(label).toMatchObject({ elementId: 'label1', elementType: 'label' });
  expect(input).toMatchObject({ elementId: 'label1-copy', label: 'City' });
  expect(readState().selectedId).toBe('label1-copy');
  expect(elementId).toHaveAttribute('aria-invalid', 'false');
});

test('a duplicate id that arrives from the JSON view is reported on the element id field', () => {
  const message = createMessageWith('label', 'textInput');
  Object.assign(message.data.interactiveData.formFields[1] ?? {}, { elementId: 'label1' });
  renderWithEditor(<Inspector />, { message, selectedId: 'label1' });

  expect(screen.getByLabelText('Element id')).toHaveAccessibleDescription(
    /elementId "label1" is already used/,
  );
  expect(screen.getByText(/More than one element has the id/)).toHaveTextContent(
    'More than one element has the id label1; this shows the first. Rename it to reach the next.',
  );
  expect(screen.getByRole('heading', { name: /^Label/ })).toBeInTheDocument();
});

test('a dropdown default that is not among its options is reported on the default field', () => {
  const message = createMessageWith('dropdown');
  Object.assign(message.data.interactiveData.formFields[0] ?? {}, { defaultValue: 'gold' });
  renderWithEditor(<Inspector />, { message, selectedId: 'dropdown1' });

  const defaultOption = screen.getByLabelText('Default option');
  expect(defaultOption).toHaveAttribute('aria-invalid', 'true');
  expect(defaultOption).toHaveAccessibleDescription(
    /defaultValue "gold" is not one of the option values \("option-1", "option-2"\)$/,
  );
});

test('a checkbox default that is not among its options is reported on its group', () => {
  const message = createMessageWith('checkbox');
  Object.assign(message.data.interactiveData.formFields[0] ?? {}, { defaultValue: ['gold'] });
  renderWithEditor(<Inspector />, { message, selectedId: 'checkbox1' });

  expect(screen.getByRole('group', { name: 'Checked by default' })).toHaveAccessibleDescription(
    /defaultValue "gold" is not one of the option values/,
  );
});

test('a dateTime whose from is after its to is reported on the to field', async () => {
  const { user } = renderWithEditor(<Inspector />, {
    message: createMessageWith('dateTime'),
    selectedId: 'dateTime1',
  });
  const to = screen.getByLabelText('Latest (to)');

  await user.type(screen.getByLabelText('Earliest (from)'), '2026-05-10');
  await user.type(to, '2026-05-01');

  expect(to).toHaveAttribute('aria-invalid', 'true');
  expect(to).toHaveAccessibleDescription(/to \(2026-05-01\) is before from \(2026-05-10\)$/);
  expect(screen.getByLabelText('Earliest (from)')).toHaveAttribute('aria-invalid', 'false');
});

test('a time zone the runtime does not know is refused on the field and not stored', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, {
    message: createMessageWith('dateTime'),
    selectedId: 'dateTime1',
  });
  const timeZone = screen.getByRole('combobox', { name: 'Time zone' });

  await user.clear(timeZone);
  await user.type(timeZone, 'Mars/Olympus{Enter}');

  expect(timeZone).toHaveAttribute('aria-invalid', 'true');
  expect(timeZone).toHaveAccessibleDescription(/“Mars\/Olympus” is not a time zone/);
  expect(readState().present.data.interactiveData.formFields[0]).not.toMatchObject({
    timezoneCode: 'Mars/Olympus',
  });
});

test('an unknown time zone from the JSON view is reported on the time zone field', () => {
  const message = createMessageWith('dateTime');
  Object.assign(message.data.interactiveData.formFields[0] ?? {}, { timezoneCode: 'Mars/Olympus' });
  renderWithEditor(<Inspector />, { message, selectedId: 'dateTime1' });

  const timeZone = screen.getByRole('combobox', { name: 'Time zone' });
  expect(timeZone).toHaveAttribute('aria-invalid', 'true');
  expect(timeZone).toHaveAccessibleDescription(/"Mars\/Olympus" is not an IANA time zone/);
});

/** The classes of the elements a control, or the group around it, is described by. */
function readDescriptionKinds(control: Element): string[] {
  const describer = control.hasAttribute('aria-describedby')
    ? control
    : control.closest('fieldset[aria-describedby]');
  return (describer?.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .flatMap((element) =>
      element === null
        ? []
        : [element.className, element.querySelector('.wire-name') === null ? '' : 'wire-name'],
    );
}

test.each(elementTypes)(
  'every setting of the %s inspector shows its wire name and a one-line help',
  (type) => {
    const { container } = renderWithEditor(<Inspector />, {
      message: createMessageWith(type),
      selectedId: `${type}1`,
    });

    const controls = container.querySelectorAll('.inspector-section :is(input, select, textarea)');
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) {
      const kinds = readDescriptionKinds(control);
      expect(kinds, control.outerHTML).toContain('wire-name');
      expect(kinds.join(' '), control.outerHTML).toContain('control-hint');
    }
  },
);

test.each(['apiAction', 'urlNavigation', 'deepLinkAction', 'customAction'])(
  'every setting of a %s shows its wire name and a one-line help',
  async (actionType) => {
    const { user, container } = renderWithEditor(<Inspector />, { selectedId: 'submit' });
    await user.selectOptions(screen.getByLabelText('What happens on press'), actionType);

    const action = screen.getByRole('group', { name: 'Action' });
    for (const control of action.querySelectorAll('input, select, textarea')) {
      const kinds = readDescriptionKinds(control);
      expect(kinds, control.outerHTML).toContain('wire-name');
      expect(kinds.join(' '), control.outerHTML).toContain('control-hint');
    }
    expect(container.querySelector('.inspector-section')).toBeInTheDocument();
  },
);

test('action types are offered in words, with the wire name beside each', () => {
  renderWithEditor(<Inspector />, { selectedId: 'submit' });

  const picker = screen.getByLabelText('What happens on press');
  expect(picker).toHaveAccessibleDescription(
    'actionType Checks the answers, then sends them to your server.',
  );
  expect(Array.from((picker as HTMLSelectElement).options, (option) => option.textContent)).toEqual(
    [
      'Call your server — apiAction',
      'Open a web page — urlNavigation',
      'Open a link in the app — deepLinkAction',
      'Let the app decide — customAction',
    ],
  );
});

test('a text input shows its fields in the Content, Answer, Behaviour and Advanced sections', () => {
  const { container } = renderWithEditor(<Inspector />, {
    message: createMessageWith('textInput'),
    selectedId: 'textInput1',
  });

  const sections = [...container.querySelectorAll<HTMLElement>('[data-section]')].map((section) => [
    section.querySelector('h3')?.textContent,
    [...section.querySelectorAll('[data-field]')].map((field) => field.getAttribute('data-field')),
  ]);
  expect(sections).toEqual([
    ['Content', ['label', 'placeholder']],
    ['Answer', ['maxLines', 'defaultValue', 'minLength', 'maxLength', 'pattern', 'patternMessage']],
    ['Behaviour', ['optional', 'visibleWhen']],
    ['Advanced', ['elementId']],
  ]);
});

test('a field that names no section is shown in the Answer section', () => {
  expect(groupFieldsBySection([{ key: 'stars', Editor: () => null }])).toEqual([
    { section: 'answer', fields: [expect.objectContaining({ key: 'stars' })] },
  ]);
});

test('a closed section stays closed while the author moves to another element', async () => {
  function SelectRadio() {
    const { dispatch } = useEditorContext();
    return (
      <button type="button" onClick={() => dispatch({ type: 'select', elementId: 'radio1' })}>
        Select the radio
      </button>
    );
  }
  const { user } = renderWithEditor(
    <>
      <SelectRadio />
      <Inspector />
    </>,
    { message: createMessageWith('textInput', 'radio'), selectedId: 'textInput1' },
  );
  const advanced = screen.getByRole('button', { name: 'Advanced' });
  expect(advanced).toHaveAttribute('aria-expanded', 'true');

  await user.click(advanced);
  expect(advanced).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByLabelText('Element id')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Select the radio' }));

  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Radio radio1');
  expect(screen.getByRole('button', { name: 'Advanced' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  expect(screen.queryByLabelText('Element id')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Advanced' }));
  expect(screen.getByLabelText('Element id')).toHaveValue('radio1');
});

test('a section holding an error stays open, so the error is never hidden', async () => {
  const message = createMessageWith('label', 'textInput');
  Object.assign(message.data.interactiveData.formFields[1] ?? {}, { elementId: 'label1' });
  const { user } = renderWithEditor(<Inspector />, { message, selectedId: 'label1' });

  await user.click(screen.getByRole('button', { name: 'Advanced' }));

  expect(screen.getByRole('button', { name: 'Advanced' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByLabelText('Element id')).toHaveAccessibleDescription(
    /elementId "label1" is already used/,
  );
});
