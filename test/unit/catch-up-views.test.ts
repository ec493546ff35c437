import { describe, expect, test } from 'vitest';
import { catchUpViews } from '../../workers/feed/catch-up-views.ts';
import { ERROR_CODES } from '../../schemas/errors.ts';

describe('the views the house draws pages with (ADR 0044)', () => {
  test('a match the house does not hold is drawn as unavailable, not as loading for ever', async () => {
    const views = catchUpViews(async (topic) => (topic === 'match/9' ? { code: ERROR_CODES.topicRefused, topic, message: 'no match 9' } : []));
    try {
      expect(await views.view({ kind: 'match', matchId: 9 })).toMatchObject({ match: null, available: false });
      expect(await views.view({ kind: 'match', matchId: 10 })).toMatchObject({ match: null, available: true });
    } finally {
      await views.stop();
    }
  });
});
