import { expect, test } from 'vitest';
import * as z from 'zod/mini';

import { builtInActionDefinitions } from '../actions/action-registry.js';
import { defineActionType } from '../actions/action-type.js';
import { createEmptyFormMessage } from '../editing.js';
import { createFormMessageJsonSchema } from '../json-schema.js';
import { parseFormMessage } from '../parse-message.js';
import { createElementRegistry, defaultElementRegistry } from './element-registry.js';

// An action type as an application would write it: the host opens its camera for the button.
const openCameraSchema = z.looseObject({
  actionType: z.literal('openCamera'),
  facing: z.enum(['front', 'back']),
});

const openCameraActionType = defineActionType({
  type: 'openCamera',
  factoryName: 'createOpenCameraAction',
  schema: openCameraSchema,
  createStarter: () => ({ actionType: 'openCamera' as const, facing: 'back' as const }),
});

const photoButton = {
  elementType: 'button',
  elementId: 'photo',
  buttonText: 'Take a photo',
  action: { actionType: 'openCamera', facing: 'back' },
};

/** The empty form with the photo button as its field, or as its submit button. */
function messageWith(place: 'field' | 'submit', button: unknown = photoButton) {
  const message = createEmptyFormMessage();
  const form = message.data.interactiveData;
  const interactiveData =
    place === 'field'
      ? { ...form, formFields: [button] }
      : // The empty form's goal names its submit button's id, which the photo button keeps.
        {
          ...form,
          submitElement: { ...(button as object), elementId: form.submitElement.elementId },
        };
  return { ...message, data: { ...message.data, interactiveData } };
}

function createCameraRegistry() {
  const registry = createElementRegistry();
  registry.registerActionType(openCameraActionType);
  return registry;
}

test('a registry lists the built-in action types, then a registered one', () => {
  const types = createCameraRegistry()
    .listActionTypes()
    .map((definition) => definition.type);
  expect(types).toEqual([...builtInActionDefinitions.map(({ type }) => type), 'openCamera']);
});

test.each(['field', 'submit'] as const)(
  'a button with a registered action type parses as a %s, its action kept',
  (place) => {
    const parsed = parseFormMessage(messageWith(place), { registry: createCameraRegistry() });
    expect(parsed.success ? parsed.warnings : parsed.issues).toEqual([]);
    const form = parsed.success ? parsed.data.data.interactiveData : undefined;
    const button = place === 'field' ? form?.formFields[0] : form?.submitElement;
    expect(button).toMatchObject({ action: { actionType: 'openCamera', facing: 'back' } });
  },
);

test('the same button is refused by a registry without the action type, and by the default one', () => {
  for (const registry of [createElementRegistry(), defaultElementRegistry]) {
    const parsed = parseFormMessage(messageWith('submit'), { registry });
    expect(parsed.success ? [] : parsed.issues.map((issue) => issue.code)).toEqual([
      'unknown_action_type',
    ]);
  }
});

test('a registered action type reports its own issues at their paths', () => {
  const button = { ...photoButton, action: { actionType: 'openCamera', facing: 'up' } };
  const parsed = parseFormMessage(messageWith('field', button), {
    registry: createCameraRegistry(),
  });
  expect(parsed.success ? [] : parsed.issues.map((issue) => issue.pointer)).toEqual([
    '/data/interactiveData/formFields/0/action/facing',
  ]);
});

test('the JSON Schema of a registry with the action type describes it', () => {
  const written = JSON.stringify(createFormMessageJsonSchema({ registry: createCameraRegistry() }));
  expect(written).toContain('"openCamera"');
  expect(JSON.stringify(createFormMessageJsonSchema())).not.toContain('"openCamera"');
});

test('an action type name another one claims cannot be registered; the same definition twice changes nothing', () => {
  const registry = createCameraRegistry();
  registry.registerActionType(openCameraActionType);
  expect(registry.listActionTypes()).toHaveLength(builtInActionDefinitions.length + 1);
  const clash = defineActionType({
    type: 'openCam',
    factoryName: 'createOpenCamAction',
    schema: z.looseObject({ actionType: z.literal('openCam') }),
    aliases: ['custom'],
    createStarter: () => ({ actionType: 'openCam' as const }),
  });
  expect(() => registry.registerActionType(clash)).toThrow(
    'action type name "custom" is already taken by "customAction"',
  );
});
