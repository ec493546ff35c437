/**
 * Recorded feeds (`npm run record`, test/fixtures/feeds/): one JSON object per line, either a
 * message exactly as the hub sent it, or a change of the transport's state (a drop or a reconnect).
 */
import * as v from 'valibot';
import { epochMsSchema } from './common.ts';

export const recordingLineSchema = v.variant('t', [
  v.object({ t: v.literal('message'), at: epochMsSchema, message: v.unknown() }),
  v.object({ t: v.literal('state'), at: epochMsSchema, state: v.picklist(['started', 'disconnected', 'stopped']) }),
]);
export type RecordingLine = v.InferOutput<typeof recordingLineSchema>;
