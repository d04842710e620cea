import { expectTypeOf, test } from 'vitest';

import type { CardInteractiveData, CardMessage, CardMessageInput, ParseResult } from './index.js';
import { parseCardMessage } from './index.js';

test('a parsed card has its defaults explicit, and its buttons their actions', () => {
  expectTypeOf<CardMessage['data']['allowSenderInteraction']>().toEqualTypeOf<boolean>();
  expectTypeOf<CardInteractiveData['imageUrl']>().toEqualTypeOf<string | undefined>();
  expectTypeOf<CardInteractiveData['cardActions'][number]['action']['actionType']>().toEqualTypeOf<
    'apiAction' | 'urlNavigation' | 'deepLinkAction' | 'customAction'
  >();
  expectTypeOf<CardMessageInput['data']['allowSenderInteraction']>().toEqualTypeOf<
    boolean | undefined
  >();
  expectTypeOf(parseCardMessage).returns.toEqualTypeOf<ParseResult<CardMessage>>();
});
