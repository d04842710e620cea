import { z } from 'zod';

/** The spec sends booleans inside call payloads as the strings `true` and `false`. */
const booleanStringSchema = z.enum(['true', 'false']);

/** A participant of a call or meeting session. */
const occupantSchema = z.looseObject({
  joined_at: z.number().int(),
  audio_call: booleanStringSchema,
  name: z.string(),
});

const leftOccupantSchema = occupantSchema.extend({ left_at: z.number().int() });

/** The configuration a participant joined with; every field is a string. */
const initialConfigSchema = z.looseObject({
  is_video_muted: booleanStringSchema,
  start_recording_on_call_start: booleanStringSchema,
  call_version: z.string(),
  is_audio_muted: booleanStringSchema,
  sdk: z.string(),
  mode: z.string(),
  platform: z.string(),
  is_audio_only: booleanStringSchema,
});

/** `data` of `call_started` and `meeting_started`. */
export const sessionStartedDataSchema = z.looseObject({
  created_at: z.number().int(),
  sessionId: z.string(),
});

/** `data` of `call_participant_joined` and `meeting_participant_joined`. */
export const participantJoinedDataSchema = z.looseObject({
  occupant: occupantSchema,
  initial_config: initialConfigSchema,
  sessionId: z.string(),
});

/** `data` of `call_participant_left` and `meeting_participant_left`. */
export const participantLeftDataSchema = z.looseObject({
  occupant: leftOccupantSchema,
  sessionId: z.string(),
});

/** `data` of `call_ended` and `meeting_ended`. */
export const sessionEndedDataSchema = z.looseObject({
  all_occupants: z.array(leftOccupantSchema),
  destroyed_at: z.number().int(),
  created_at: z.number().int(),
  sessionId: z.string(),
});
