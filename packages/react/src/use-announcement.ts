import { useCallback, useContext, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

import type { FormMessages } from './messages.js';
import { NextStepContext } from './next-step.js';

interface Announcement {
  text: string;
  count: number;
  /** Set while the text is the count of invalid fields, which must follow the reader's fixes. */
  invalidCount?: number | undefined;
}

/**
 * Keeps an announced count of invalid fields true as the reader fixes them, and clears it once
 * none is left, so a stale "6 fields need your attention" is never read out.
 */
function useInvalidCountFollowing(
  form: UseFormReturn<FieldValues>,
  messages: FormMessages,
  setAnnouncement: (update: (previous: Announcement) => Announcement) => void,
) {
  useEffect(
    () =>
      form.subscribe({
        formState: { errors: true },
        callback: ({ errors }) => {
          const invalidCount = Object.keys(errors ?? {}).length;
          setAnnouncement((previous) => {
            if (previous.invalidCount === undefined || previous.invalidCount === invalidCount)
              return previous;
            const text = invalidCount === 0 ? '' : messages.invalidFieldCount(invalidCount);
            return { text, count: previous.count, invalidCount: invalidCount || undefined };
          });
        },
      }),
    [form, messages, setAnnouncement],
  );
}

/**
 * The text of a form's polite live region and how to announce a new one: the same text announced
 * twice alternates a trailing space, so a screen reader reads it again.
 */
export function useAnnouncement(
  form: UseFormReturn<FieldValues>,
  messages: FormMessages,
): [announcement: string, announce: (text: string, invalidCount?: number) => void] {
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', count: 0 });
  const announce = useCallback(
    (text: string, invalidCount?: number) =>
      setAnnouncement((previous) => ({ text, count: previous.count + 1, invalidCount })),
    [],
  );
  useInvalidCountFollowing(form, messages, setAnnouncement);
  useNextStepAnnouncement(messages, announce);
  return [announcement.text + (announcement.count % 2 === 1 ? '\u00a0' : ''), announce];
}

/**
 * A form the server's answer put in place of another says, once it is on screen, that the answer
 * was sent: a live region says only what changes after it is there, so not in the first render.
 */
function useNextStepAnnouncement(messages: FormMessages, announce: (text: string) => void) {
  const hasArrived = useContext(NextStepContext)?.hasArrived === true;
  useEffect(() => {
    if (hasArrived) announce(messages.sent);
    // Once, on mount: a later change of language does not announce the arrival again.
  }, []);
}
