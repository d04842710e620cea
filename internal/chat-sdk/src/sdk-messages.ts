import { validMessages } from '@chatforms/fixtures';
import { readWildSample } from '@chatforms/fixtures/wild';
import { CometChat } from '@cometchat/chat-sdk-javascript';

/** The form messages turned into SDK objects: every sample, and a record a sample app renders. */
export const sdkSampleNames = [...Object.keys(validMessages), 'sampleAppRecord'] as const;

/** The uid every record here is sent by. */
export const senderId = 'author-1';

type Sample = { receiver: string; receiverType: string; data: Record<string, unknown> };

/** A message record as the chat API answers it: an id, its sender, and `data.entities`. */
function toApiRecord(sample: Sample, id: number): Record<string, unknown> {
  const receiverEntity =
    sample.receiverType === 'group'
      ? { entity: { guid: sample.receiver, name: 'Group', type: 'public' }, entityType: 'group' }
      : { entity: { uid: sample.receiver, name: 'Reader', status: 'offline' }, entityType: 'user' };
  return {
    ...sample,
    id: String(id),
    conversationId: `${sample.receiverType}_${sample.receiver}`,
    sender: senderId,
    sentAt: 1718000000 + id,
    updatedAt: 1718000000 + id,
    data: {
      ...sample.data,
      entities: {
        sender: { entity: { uid: senderId, name: 'Author', status: 'online' }, entityType: 'user' },
        receiver: receiverEntity,
      },
    },
  };
}

/** The sample records, each as the SDK builds its message object from what the API answered. */
export async function createSdkMessages(): Promise<
  { name: string; message: CometChat.BaseMessage }[]
> {
  const records = [
    ...Object.entries(validMessages).map(([name, sample], index) => ({
      name,
      record: toApiRecord(sample as Sample, 100 + index),
    })),
    {
      name: 'sampleAppRecord',
      record: JSON.parse(readWildSample('sample-app-form-empty-submit-url')) as object,
    },
  ];
  // Typed as a promise, though 4.2.0 answers at once; awaiting covers both.
  return Promise.all(
    records.map(async ({ name, record }) => ({
      name,
      message: await CometChat.CometChatHelper.processMessage(record),
    })),
  );
}
