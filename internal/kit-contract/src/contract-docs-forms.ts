import { readWildSample } from '@chatforms/fixtures/wild';

/** The docs' own example forms (wild fixtures), each rendered by both pages as `?form=docs-<name>`. */
export const docsFormNames = [
  'text-input-and-submit-share-id',
  'date-time-unquoted-t-format',
  'booleans-and-numbers-as-text',
] as const;

/** The name of one of the docs' example forms. */
export type DocsFormName = (typeof docsFormNames)[number];

/** True when `name` names one of the docs' example forms. */
export function isDocsFormName(name: string): name is DocsFormName {
  return (docsFormNames as readonly string[]).includes(name);
}

type JsonObject = Record<string, unknown>;

/**
 * The message of a docs form as the REST API gives it: the fixture's `data` as written (a fixture
 * holding only interactiveData is that data's interactiveData), with the submit button's url
 * pointed at the contract server. A urlNavigation submit (the date-time form's) sends no values, so
 * it becomes an apiAction POST with the kit's dataKey; every element is kept as the docs write it.
 */
export function createDocsFormMessage(name: DocsFormName, submitUrl: string): JsonObject {
  const written = JSON.parse(readWildSample(name)) as JsonObject;
  const data = ('data' in written ? written.data : { interactiveData: written }) as JsonObject & {
    interactiveData: JsonObject & { submitElement: JsonObject };
  };
  const { submitElement } = data.interactiveData;
  // The docs' apiAction submits already POST under dataKey formData; only the url changes.
  submitElement.action = {
    ...(submitElement.action as JsonObject),
    actionType: 'apiAction',
    url: submitUrl,
    method: 'POST',
    dataKey: 'formData',
  };
  const entity = (uid: string, displayName: string) => ({
    entity: { uid, name: displayName },
    entityType: 'user',
  });
  return {
    id: '503',
    conversationId: 'alice_user_bob',
    sender: 'alice',
    receiver: 'bob',
    receiverType: 'user',
    category: 'interactive',
    type: 'form',
    sentAt: 1777777777,
    updatedAt: 1777777777,
    data: {
      ...data,
      entities: { sender: entity('alice', 'Alice'), receiver: entity('bob', 'Bob') },
    },
  };
}
