import { createContractCard } from './contract-card.js';
import { createDocsFormMessage, type DocsFormName } from './contract-docs-forms.js';
import { createExtensionFields } from './contract-extensions.js';
import { createDateFields } from './date-picks.js';

/** What both pages are given: a message as the REST API sends it, and who reads it where. */
export interface ContractSetup {
  message: Record<string, unknown>;
  appId: string;
  region: string;
  currentUserId: string;
}

/**
 * Which message a page renders: a form of every input type once (`rules`: the same with the
 * validation rules chatforms adds, which the kit does not read; `translations`: the same with the
 * form's texts in German beside them, and `visibility`: with `visibleWhen` rules, which the kit
 * does not read either), the dateTime matrix of
 * `date-picks.ts`, the card of `contract-card.ts`, the extension types' form of
 * `contract-extensions.ts` (as written, or with its spec fallback), or one of the docs' example
 * forms of `contract-docs-forms.ts`.
 */
export type ContractForm =
  | 'support'
  | 'rules'
  | 'translations'
  | 'visibility'
  | 'dates'
  | 'card'
  | 'extensions'
  | 'extensions-fallback'
  | `docs-${DocsFormName}`;

/**
 * The elements of the support form, one of every input type the kit renders. The kit rejects every
 * date it is given when a dateTime has no `from` and `to` (it compares with Invalid Date), so each
 * has both.
 */
function createSupportFields(): Record<string, unknown>[] {
  const options = (...labels: string[]) =>
    labels.map((label) => ({ value: label.toLowerCase(), label }));
  return [
    { elementType: 'textInput', elementId: 'name', label: 'Name', optional: false },
    { elementType: 'textInput', elementId: 'note', label: 'Note', optional: true },
    {
      elementType: 'checkbox',
      elementId: 'topics',
      label: 'Topics',
      optional: true,
      options: options('Billing', 'Shipping', 'Returns'),
    },
    {
      elementType: 'dropdown',
      elementId: 'size',
      label: 'Size',
      optional: true,
      options: options('Small', 'Large'),
    },
    {
      elementType: 'radio',
      elementId: 'contact',
      label: 'Contact',
      optional: false,
      options: options('Email', 'Phone'),
    },
    {
      elementType: 'singleSelect',
      elementId: 'plan',
      label: 'Plan',
      optional: true,
      options: options('Basic', 'Pro'),
    },
    {
      elementType: 'dateTime',
      elementId: 'when',
      label: 'Call at',
      optional: false,
      mode: 'dateTime',
      timezoneCode: 'Asia/Kolkata',
      from: '2026-01-01T00:00',
      to: '2026-12-31T23:59',
    },
    {
      elementType: 'dateTime',
      elementId: 'day',
      label: 'Visit day',
      optional: true,
      mode: 'date',
      from: '2026-01-01',
      to: '2026-12-31',
    },
  ];
}

/**
 * The support form's elements with chatforms' validation rules on its text inputs and checkbox
 * group, keys the kit's form bubble never reads (docs/design.md, "Validation rules").
 */
function createRuledSupportFields(): Record<string, unknown>[] {
  const rules: Record<string, Record<string, unknown>> = {
    name: { minLength: 3, maxLength: 40 },
    note: { maxLength: 10, pattern: '[A-Za-z ]*', patternMessage: 'Letters and spaces only' },
    topics: { minSelected: 1, maxSelected: 2 },
  };
  return createSupportFields().map((element) => ({
    ...element,
    ...rules[String(element.elementId)],
  }));
}

/** The support form's texts in German: `interactiveData.translations` (docs/design.md, "A form's own texts in other languages"). */
const supportTranslations = {
  de: {
    title: 'Supportanfrage',
    elements: {
      name: { label: 'Name (Pflicht)' },
      topics: { label: 'Themen', options: { billing: 'Rechnung', shipping: 'Versand' } },
      contact: { label: 'Kontakt', options: { phone: 'Telefon' } },
      when: { label: 'Anruf um' },
      submit: { buttonText: 'Senden' },
    },
  },
};

/**
 * The support form's elements with chatforms' `visibleWhen` on three of them, each naming an
 * earlier input (docs/design.md, "Conditional visibility"): the note shows once a name is typed,
 * the size while Shipping is checked, the plan while the contact is a phone call.
 */
function createVisibilitySupportFields(): Record<string, unknown>[] {
  const rules: Record<string, Record<string, unknown>> = {
    note: { visibleWhen: { elementId: 'name', notEmpty: true } },
    size: { visibleWhen: { elementId: 'topics', equals: 'shipping' } },
    plan: { visibleWhen: { elementId: 'contact', oneOf: ['phone'] } },
  };
  return createSupportFields().map((element) => ({
    ...element,
    ...rules[String(element.elementId)],
  }));
}

/** A message as the chat REST API and the SDK's getRawMessage() give it. */
export function createContractSetup(
  submitUrl: string,
  form: ContractForm = 'support',
): ContractSetup {
  const reader = { appId: 'contract-app', region: 'eu', currentUserId: 'bob' };
  if (form === 'card') return { ...reader, message: createContractCard(submitUrl) };
  if (form.startsWith('docs-')) {
    const name = form.slice('docs-'.length) as DocsFormName;
    return { ...reader, message: createDocsFormMessage(name, submitUrl) };
  }
  const formFields =
    form === 'dates'
      ? createDateFields()
      : form === 'rules'
        ? createRuledSupportFields()
        : form === 'visibility'
          ? createVisibilitySupportFields()
          : form === 'extensions' || form === 'extensions-fallback'
            ? createExtensionFields(form === 'extensions-fallback')
            : createSupportFields();
  const entity = (uid: string, name: string) => ({ entity: { uid, name }, entityType: 'user' });
  return {
    ...reader,
    message: {
      id: '501',
      conversationId: 'alice_user_bob',
      sender: 'alice',
      receiver: 'bob',
      receiverType: 'user',
      category: 'interactive',
      type: 'form',
      sentAt: 1777777777,
      updatedAt: 1777777777,
      data: {
        interactiveData: {
          title: 'Support request',
          formFields,
          ...(form === 'translations' ? { translations: supportTranslations } : {}),
          submitElement: {
            elementType: 'button',
            elementId: 'submit',
            buttonText: 'Send',
            disableAfterInteracted: true,
            action: {
              actionType: 'apiAction',
              url: submitUrl,
              method: 'POST',
              payload: { formId: 'support' },
              headers: {},
              dataKey: 'formData',
            },
          },
        },
        interactionGoal: { type: 'anyAction', elementIds: [] },
        allowSenderInteraction: false,
        entities: { sender: entity('alice', 'Alice'), receiver: entity('bob', 'Bob') },
      },
    },
  };
}
