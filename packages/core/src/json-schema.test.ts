import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect, test } from 'vitest';

import { validMessages } from '../../../internal/fixtures/src/index.js';
import { cardMessage } from '../../../internal/fixtures/src/other-interactive.js';
import { readWildSample } from '../../../internal/fixtures/src/wild-samples.js';
import { listElementTypes } from './elements/element-registry.js';

const elementTypes = listElementTypes();
import { createCardMessageJsonSchema, createFormMessageJsonSchema } from './json-schema.js';

function compileFormMessageSchema() {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats.default(ajv);
  return ajv.compile(createFormMessageJsonSchema());
}

function createMinimalMessage(): Record<string, unknown> {
  return {
    category: 'interactive',
    type: 'form',
    data: {
      interactiveData: {
        formFields: [{ elementType: 'textInput', elementId: 'name' }],
        submitElement: {
          elementType: 'button',
          elementId: 'send',
          buttonText: 'Send',
          action: { actionType: 'apiAction', url: 'https://example.org/hook' },
        },
      },
    },
  };
}

test.each(Object.entries(validMessages))('accepts the %s fixture', (_name, message) => {
  const validate = compileFormMessageSchema();
  expect(validate(message), JSON.stringify(validate.errors)).toBe(true);
});

test('accepts a message that leaves every defaulted key out', () => {
  const validate = compileFormMessageSchema();
  expect(validate(createMinimalMessage()), JSON.stringify(validate.errors)).toBe(true);
});

test('rejects a message without a submitElement', () => {
  const message = createMinimalMessage();
  delete (message.data as { interactiveData: Record<string, unknown> }).interactiveData
    .submitElement;
  const validate = compileFormMessageSchema();
  expect(validate(message)).toBe(false);
  expect(validate.errors).toContainEqual(
    expect.objectContaining({ keyword: 'required', params: { missingProperty: 'submitElement' } }),
  );
});

test('rejects a message whose category is not interactive', () => {
  const validate = compileFormMessageSchema();
  expect(validate({ ...createMinimalMessage(), category: 'message' })).toBe(false);
  expect(validate.errors).toContainEqual(
    expect.objectContaining({ instancePath: '/category', keyword: 'const' }),
  );
});

test('rejects an element of an unknown elementType', () => {
  const message = createMinimalMessage();
  const form = (message.data as { interactiveData: { formFields: unknown[] } }).interactiveData;
  form.formFields = [{ elementType: 'slider', elementId: 'volume' }];
  expect(compileFormMessageSchema()(message)).toBe(false);
});

test('rejects an apiAction whose method is not an HTTP method it may use', () => {
  const message = createMinimalMessage();
  const form = (message.data as { interactiveData: { submitElement: { action: object } } })
    .interactiveData;
  form.submitElement.action = {
    actionType: 'apiAction',
    url: 'https://example.org',
    method: 'GET',
  };
  expect(compileFormMessageSchema()(message)).toBe(false);
});

test('describes every element type', () => {
  const text = JSON.stringify(createFormMessageJsonSchema());
  for (const elementType of elementTypes) expect(text).toContain(`"const":"${elementType}"`);
});

test('names each element type in $defs', () => {
  const definitions = Object.keys(createFormMessageJsonSchema().$defs ?? {});
  expect(definitions).toEqual(
    expect.arrayContaining(elementTypes.map((elementType) => `${elementType}Element`)),
  );
});

test('starts with $schema, $id, title and description', () => {
  const schema = createFormMessageJsonSchema();
  expect(Object.keys(schema).slice(0, 4)).toEqual(['$schema', '$id', 'title', 'description']);
  expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
});

test('the card schema accepts the card fixtures and refuses a card without its buttons', () => {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats.default(ajv);
  const validate = ajv.compile(createCardMessageJsonSchema());
  for (const card of [cardMessage, JSON.parse(readWildSample('rest-card-message')) as unknown])
    expect(validate(card), JSON.stringify(validate.errors)).toBe(true);
  const { cardActions: _dropped, ...withoutButtons } = cardMessage.data.interactiveData;
  const broken = { ...cardMessage, data: { ...cardMessage.data, interactiveData: withoutButtons } };
  expect(validate(broken)).toBe(false);
});
