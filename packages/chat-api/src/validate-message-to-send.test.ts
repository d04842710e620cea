import { feedbackMessage } from '@chatforms/fixtures';
import { expect, test } from 'vitest';

import { findMissingReceiverIssues } from './validate-message-to-send.js';

test('finds no issue in a message that names its receiver and receiverType', () => {
  expect(findMissingReceiverIssues(feedbackMessage)).toEqual([]);
});

test('points at /receiver and /receiverType when a template names neither', () => {
  const { receiver: _receiver, receiverType: _receiverType, ...template } = feedbackMessage;
  expect(findMissingReceiverIssues(template).map((issue) => [issue.pointer, issue.code])).toEqual([
    ['/receiver', 'missing_receiver'],
    ['/receiverType', 'missing_receiver_type'],
  ]);
});

test('counts an empty receiver as missing', () => {
  expect(findMissingReceiverIssues({ ...feedbackMessage, receiver: '' })).toEqual([
    expect.objectContaining({ pointer: '/receiver', code: 'missing_receiver' }),
  ]);
});
