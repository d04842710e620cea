import { join } from 'node:path';

import { z } from 'zod';

import { createJsonFileStore } from './json-file-store.js';

/** The most submissions kept; older ones are dropped first so the file stays small. */
const maximumKeptSubmissions = 1000;

/** One request received by `POST /sandbox/submissions/:formId`. */
const submissionSchema = z.object({
  id: z.string(),
  formId: z.string(),
  receivedAt: z.number().int(),
  headers: z.record(z.string(), z.string()),
  body: z.unknown(),
});

/** One request received by the submissions endpoint. */
export type Submission = z.infer<typeof submissionSchema>;

const submissionsFileSchema = z.object({
  version: z.literal(1),
  lastId: z.number().int().nonnegative(),
  submissions: z.array(submissionSchema),
});

/** The submissions the sandbox has received, kept in `<dataDir>/submissions.json`. */
export interface SubmissionStore {
  list(formId: string): Submission[];
  add(submission: Omit<Submission, 'id'>): Promise<Submission>;
  clear(formId: string): Promise<number>;
  flush(): Promise<void>;
}

/** Opens the submission store in a data directory. */
export function createSubmissionStore(dataDirectory: string): SubmissionStore {
  const store = createJsonFileStore({
    filePath: join(dataDirectory, 'submissions.json'),
    schema: submissionsFileSchema,
    createInitialState: () => ({ version: 1 as const, lastId: 0, submissions: [] }),
  });
  return {
    list: (formId) => store.read().submissions.filter((submission) => submission.formId === formId),
    add: (fields) =>
      store.update((state) => {
        state.lastId += 1;
        const submission = { id: String(state.lastId), ...fields };
        state.submissions.push(submission);
        state.submissions.splice(0, state.submissions.length - maximumKeptSubmissions);
        return submission;
      }),
    clear: (formId) =>
      store.update((state) => {
        const before = state.submissions.length;
        state.submissions = state.submissions.filter((submission) => submission.formId !== formId);
        return before - state.submissions.length;
      }),
    flush: () => store.flush(),
  };
}
