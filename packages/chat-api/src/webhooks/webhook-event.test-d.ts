import { expectTypeOf, test } from 'vitest';

import type {
  WebhookEvent,
  WebhookEventData,
  WebhookEventOf,
  WebhookTrigger,
} from './webhook-event.js';

test('narrows an event by its trigger', () => {
  expectTypeOf<WebhookEventOf<'message_sent'>['data']['message']['id']>().toEqualTypeOf<string>();
  expectTypeOf<
    WebhookEventOf<'message_read_receipt'>['data']['body']['action']
  >().toEqualTypeOf<'read'>();
  expectTypeOf<WebhookEventOf<'call_started'>['type']>().toEqualTypeOf<'call' | undefined>();
  expectTypeOf<WebhookEvent['trigger']>().toEqualTypeOf<WebhookTrigger>();
  expectTypeOf<WebhookEventData<'group_created'>['group']['hasJoined']>().toEqualTypeOf<boolean>();
});
