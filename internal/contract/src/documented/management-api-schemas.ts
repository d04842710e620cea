/**
 * POST /apps of the management API, transcribed by hand from the OpenAPI description in the public
 * repository cometchat/docs, file management-apis.json, commit
 * c72c11fb088d443ac6a899e0abfabea14fb059cf.
 */
import { z } from 'zod';

/** POST /apps request body (headers `key`, `secret`): `name` and `region` required. */
export const documentedCreateAppRequestSchema = z.strictObject({
  name: z.string(),
  region: z.enum(['us', 'eu', 'in']),
  /** Documented default "3". */
  version: z.string().optional(),
  skipSampleData: z.boolean().optional(),
});

/** POST /apps 200 answer: appSchema under `data`, with the `id` every example carries. */
export const documentedCreateAppAnswerSchema = z.object({
  data: z.looseObject({ id: z.string(), name: z.string(), region: z.string() }),
});
