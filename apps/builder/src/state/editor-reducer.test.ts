import { listElementTypes } from '@chatforms/core';
import { createEmptyFormMessage } from '@chatforms/core/editing';
import fc from 'fast-check';
import { expect, test } from 'vitest';

import type { EditorAction, EditorState } from './editor-reducer.js';
import { createEditorState, editorReducer } from './editor-reducer.js';

const elementTypes = listElementTypes();

function run(actions: EditorAction[], state = createEditorState(createEmptyFormMessage())) {
  return actions.reduce(editorReducer, state);
}

function fieldIds(state: EditorState): string[] {
  return state.present.data.interactiveData.formFields.map((element) => element.elementId);
}

test('adding an element selects it and makes one undo step', () => {
  const state = run([{ type: 'addElement', elementType: 'textInput' }]);
  expect(state.selectedId).toBe('textInput1');
  expect(state.past).toHaveLength(1);
});

test('undo and redo walk the history both ways', () => {
  const added = run([
    { type: 'addElement', elementType: 'label' },
    { type: 'addElement', elementType: 'radio' },
  ]);
  const undone = run([{ type: 'undo' }], added);
  expect(fieldIds(undone)).toEqual(['label1']);
  expect(fieldIds(run([{ type: 'redo' }], undone))).toEqual(['label1', 'radio1']);
});

test('a new edit after undo clears the redo stack', () => {
  const state = run([
    { type: 'addElement', elementType: 'label' },
    { type: 'undo' },
    { type: 'addElement', elementType: 'checkbox' },
  ]);
  expect(state.future).toEqual([]);
  expect(fieldIds(state)).toEqual(['checkbox1']);
});

test('rapid typing in one field coalesces into a single undo step', () => {
  const typed = run([
    { type: 'addElement', elementType: 'textInput' },
    {
      type: 'updateElement',
      elementId: 'textInput1',
      patch: { label: 'N' },
      coalesceKey: 'label',
      at: 10,
    },
    {
      type: 'updateElement',
      elementId: 'textInput1',
      patch: { label: 'Na' },
      coalesceKey: 'label',
      at: 200,
    },
    {
      type: 'updateElement',
      elementId: 'textInput1',
      patch: { label: 'Name' },
      coalesceKey: 'label',
      at: 400,
    },
  ]);
  expect(typed.past).toHaveLength(2);
  const undone = run([{ type: 'undo' }], typed);
  expect(undone.present.data.interactiveData.formFields[0]).toMatchObject({ label: 'Your answer' });
});

test('rapid edits to the options of one element coalesce into a single undo step', () => {
  const options = (label: string) => [{ value: 'option-1', label }];
  const typed = run([
    { type: 'addElement', elementType: 'radio' },
    {
      type: 'setElementOptions',
      elementId: 'radio1',
      options: options('A'),
      coalesceKey: 'o',
      at: 10,
    },
    {
      type: 'setElementOptions',
      elementId: 'radio1',
      options: options('AB'),
      coalesceKey: 'o',
      at: 300,
    },
  ]);
  expect(typed.past).toHaveLength(2);
});

test('typing after a pause starts a new undo step', () => {
  const typed = run([
    { type: 'updateSettings', patch: { title: 'A' }, coalesceKey: 'title', at: 0 },
    { type: 'updateSettings', patch: { title: 'AB' }, coalesceKey: 'title', at: 5000 },
  ]);
  expect(typed.past).toHaveLength(2);
});

test('renaming the selected element keeps it selected', () => {
  const state = run([
    { type: 'addElement', elementType: 'dateTime' },
    { type: 'updateElement', elementId: 'dateTime1', patch: { elementId: 'visit' } },
  ]);
  expect(state.selectedId).toBe('visit');
});

test('removing the selected element clears the selection', () => {
  const state = run([
    { type: 'addElement', elementType: 'dropdown' },
    { type: 'removeElement', elementId: 'dropdown1' },
  ]);
  expect(state.selectedId).toBeNull();
});

test('undoing an add clears a selection that no longer exists', () => {
  const state = run([{ type: 'addElement', elementType: 'label' }, { type: 'undo' }]);
  expect(state.selectedId).toBeNull();
});

test('duplicating selects the copy', () => {
  const state = run([
    { type: 'addElement', elementType: 'singleSelect' },
    { type: 'duplicateElement', elementId: 'singleSelect1' },
  ]);
  expect(state.selectedId).toBe('singleSelect2');
});

const actionArbitrary: fc.Arbitrary<EditorAction> = fc.oneof(
  fc.record({
    type: fc.constant('addElement' as const),
    elementType: fc.constantFrom(...elementTypes),
  }),
  fc.record({ type: fc.constant('moveElement' as const), from: fc.nat(6), to: fc.nat(6) }),
  fc.record({
    type: fc.constant('removeElement' as const),
    elementId: fc.constantFrom('label1', 'radio1', 'textInput1'),
  }),
  fc.record({
    type: fc.constant('duplicateElement' as const),
    elementId: fc.constantFrom('label1', 'radio1', 'checkbox1'),
  }),
  fc.record({
    type: fc.constant('updateSettings' as const),
    patch: fc.record({ title: fc.string({ maxLength: 5 }) }),
  }),
);

test('undoing every step of any edit sequence returns the starting message', () => {
  fc.assert(
    fc.property(fc.array(actionArbitrary, { maxLength: 30 }), (actions) => {
      const start = createEditorState(createEmptyFormMessage());
      let state = run(actions, start);
      const ids = [...fieldIds(state), state.present.data.interactiveData.submitElement.elementId];
      expect(new Set(ids).size).toBe(ids.length);
      const steps = state.past.length;
      for (let step = 0; step < steps; step += 1) state = editorReducer(state, { type: 'undo' });
      expect(state.present).toEqual(start.present);
    }),
    { numRuns: 80 },
  );
});
