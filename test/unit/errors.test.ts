import { describe, expect, test } from 'vitest';
import * as v from 'valibot';
import { ERROR_CODES, errorCodeSchema, hubRefusalText, parseHubRefusal, readApiError, SPEC_ERRORS } from '../../schemas/errors.ts';

describe('error codes, one table', () => {
  test('[ERR-19] … [ERR-39] the SPEC’s exceptions are codes by their SPEC names', () => {
    expect(Object.values(SPEC_ERRORS)).toHaveLength(21);
    for (const name of Object.values(SPEC_ERRORS)) expect(name).toMatch(/^[A-Z][A-Za-z]+Exception$/);
    for (const code of Object.values(ERROR_CODES)) expect(v.safeParse(errorCodeSchema, code).success).toBe(true);
    expect(v.safeParse(errorCodeSchema, 'Odds changed').success).toBe(false);
  });

  test('a failed answer is read by its code; a body that is not ours is `internal`, never trusted', () => {
    expect(readApiError(409, { error: 'odds-changed', field: 'Selections[0].Odds', message: 'x' })).toEqual({ error: 'odds-changed', field: 'Selections[0].Odds', message: 'x' });
    expect(readApiError(400, { error: 'InvalidStakeException', message: 'Stake: …' })).toEqual({ error: 'InvalidStakeException', message: 'Stake: …' });
    expect(readApiError(502, '<html>Bad gateway</html>')).toEqual({ error: 'internal', message: 'HTTP 502' });
    expect(readApiError(400, { error: 'Something made up', message: 'x' })).toEqual({ error: 'internal', message: 'HTTP 400' });
  });

  test('a hub refusal travels as structured text and is read back; any other error text is not a refusal', () => {
    const refusal = { code: 'topic-refused', topic: 'match/9', message: 'no match 9' } as const;
    expect(parseHubRefusal(hubRefusalText(refusal))).toEqual(refusal);
    expect(parseHubRefusal('WebSocket closed with status code: 1006')).toBeNull();
    expect(parseHubRefusal('{"code":"nope","message":"x"}')).toBeNull();
  });
});
