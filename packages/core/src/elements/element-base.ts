import * as z from 'zod/mini';

/** An element's id: the key of its value in a submission, unique within one message. */
export const elementIdSchema = z.string().check(
  z.minLength(1, {
    error: 'elementId must not be empty: every element needs an id unique in its message',
  }),
);

/** Whether an input may be left blank; the spec's default is `true`. */
export const optionalFlagSchema = z._default(z.boolean(), true);

/** One choice of a checkbox, dropdown, radio or singleSelect element. */
export const optionSchema = z.looseObject({
  value: z.string(),
  label: z.string(),
});

/** The options of a choice element: at least one. */
export const optionsSchema = z
  .array(optionSchema)
  .check(z.minLength(1, { error: 'options must list at least one choice' }));

/** One choice as parsed. */
export type Option = z.output<typeof optionSchema>;
