import type { ElementType, FormMessageInput } from '@chatforms/core';
import type { DraftOption, MessageSettingsPatch } from '@chatforms/core/editing';
import {
  addElement,
  duplicateElement,
  moveElement,
  removeElement,
  setElementOptions,
  updateElement,
  updateMessageSettings,
} from '@chatforms/core/editing';

/** The editor: the message with its undo history, and which element the inspector shows. */
export interface EditorState {
  past: FormMessageInput[];
  present: FormMessageInput;
  future: FormMessageInput[];
  /** The selected element's id, or null for the message's own settings. */
  selectedId: string | null;
  /** The key and time of the last coalescing change, so rapid typing becomes one undo step. */
  lastChange: { key: string; at: number } | null;
}

/** A change made through `coalesceKey` within this many milliseconds of the last one merges into it. */
const coalesceWindowMs = 1000;

/** Keeps at most this many undo steps. */
const historyLimit = 100;

interface Coalescing {
  coalesceKey?: string;
  at?: number;
}

/** Everything the editor can be asked to do. */
export type EditorAction =
  | { type: 'addElement'; elementType: ElementType; index?: number }
  | { type: 'removeElement'; elementId: string }
  | { type: 'duplicateElement'; elementId: string }
  | { type: 'moveElement'; from: number; to: number }
  | ({ type: 'updateElement'; elementId: string; patch: Record<string, unknown> } & Coalescing)
  | ({ type: 'setElementOptions'; elementId: string; options: DraftOption[] } & Coalescing)
  | ({ type: 'updateSettings'; patch: MessageSettingsPatch } & Coalescing)
  | ({ type: 'replaceMessage'; message: FormMessageInput } & Coalescing)
  | { type: 'select'; elementId: string | null }
  | { type: 'undo' }
  | { type: 'redo' };

/** Creates an editor state with no history. */
export function createEditorState(message: FormMessageInput): EditorState {
  return { past: [], present: message, future: [], selectedId: null, lastChange: null };
}

/** Applies one action: edits go through core's pure edit functions and onto the undo history. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'select':
      return { ...state, selectedId: action.elementId, lastChange: null };
    case 'undo':
      return undo(state);
    case 'redo':
      return redo(state);
    case 'addElement': {
      const next = addElement(state.present, action.elementType, action.index);
      const fields = next.data.interactiveData.formFields;
      const added = fields[action.index ?? fields.length - 1] ?? fields.at(-1);
      return { ...commit(state, next), selectedId: added?.elementId ?? state.selectedId };
    }
    case 'removeElement': {
      const next = commit(state, removeElement(state.present, action.elementId));
      return state.selectedId === action.elementId ? { ...next, selectedId: null } : next;
    }
    case 'duplicateElement': {
      const next = duplicateElement(state.present, action.elementId);
      const fields = next.data.interactiveData.formFields;
      const index = fields.findIndex((element) => element.elementId === action.elementId);
      return { ...commit(state, next), selectedId: fields[index + 1]?.elementId ?? null };
    }
    case 'moveElement':
      return commit(state, moveElement(state.present, action.from, action.to));
    case 'updateElement': {
      const next = commit(
        state,
        updateElement(state.present, action.elementId, action.patch),
        action,
      );
      const renamed = action.patch.elementId;
      const follows = typeof renamed === 'string' && state.selectedId === action.elementId;
      return follows ? { ...next, selectedId: renamed } : next;
    }
    case 'setElementOptions':
      return commit(
        state,
        setElementOptions(state.present, action.elementId, action.options),
        action,
      );
    case 'updateSettings':
      return commit(state, updateMessageSettings(state.present, action.patch), action);
    case 'replaceMessage':
      return keepSelection(commit(state, action.message, action));
  }
}

function commit(state: EditorState, next: FormMessageInput, coalescing?: Coalescing): EditorState {
  if (next === state.present) return state;
  const key = coalescing?.coalesceKey;
  const at = coalescing?.at ?? 0;
  const last = state.lastChange;
  const merges = key !== undefined && last?.key === key && at - last.at <= coalesceWindowMs;
  return {
    ...state,
    past: merges ? state.past : [...state.past, state.present].slice(-historyLimit),
    present: next,
    future: [],
    lastChange: key === undefined ? null : { key, at },
  };
}

function undo(state: EditorState): EditorState {
  const previous = state.past.at(-1);
  if (previous === undefined) return state;
  return keepSelection({
    ...state,
    past: state.past.slice(0, -1),
    present: previous,
    future: [state.present, ...state.future],
    lastChange: null,
  });
}

function redo(state: EditorState): EditorState {
  const [next, ...future] = state.future;
  if (next === undefined) return state;
  return keepSelection({
    ...state,
    past: [...state.past, state.present],
    present: next,
    future,
    lastChange: null,
  });
}

function keepSelection(state: EditorState): EditorState {
  const form = state.present.data?.interactiveData;
  const ids = [...(form?.formFields ?? []).map((element) => element.elementId)];
  if (form?.submitElement) ids.push(form.submitElement.elementId);
  return state.selectedId !== null && !ids.includes(state.selectedId)
    ? { ...state, selectedId: null }
    : state;
}
