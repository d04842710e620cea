// A consumer of every published entry point, compiled against the built .d.ts (no source
// condition) by the oldest TypeScript the packages claim, with skipLibCheck off: a declaration
// that needs a newer compiler fails here before a consumer meets it. A backend on @chatforms/server
// has Node's types, which its adapters for Node's http and Express name.
/// <reference types="node" />
import type { WebhookEvent } from '@chatforms/chat-api';
import * as chatApi from '@chatforms/chat-api';
import * as cometchat from '@chatforms/cometchat';
import type { FormMessage, FormMessageInput, ParseResult } from '@chatforms/core';
import * as core from '@chatforms/core';
import * as dateTime from '@chatforms/core/date-time';
import * as editing from '@chatforms/core/editing';
import type { InteractiveFormProps } from '@chatforms/react';
import * as react from '@chatforms/react';
import type { Submission, SubmissionResult } from '@chatforms/server';
import * as server from '@chatforms/server';

export const entryPoints = [chatApi, cometchat, core, dateTime, editing, react, server];

export function parse(body: string): ParseResult<FormMessage> {
  return core.parseFormMessage(body);
}

export function addTextInput(message: FormMessageInput): FormMessageInput {
  return editing.addElement(message, 'textInput');
}

export function readDate(text: string): string | undefined {
  const result = dateTime.readDateTimeValue(text, { mode: 'date', timeZone: 'UTC' });
  return result.success ? result.value : undefined;
}

export function describeEvent(event: WebhookEvent): string {
  return event.trigger;
}

export function Form(props: InteractiveFormProps) {
  return <react.InteractiveForm {...props} theme="auto" />;
}

export function answerOrder(submission: Submission): SubmissionResult {
  return submission.values.name === '' ? { errors: { name: 'Required' } } : { status: 201 };
}
