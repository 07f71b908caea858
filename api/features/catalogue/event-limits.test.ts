import { eventSchema } from './schemas';
import { EVENT_DESCRIPTION_MAX, EVENT_TITLE_MAX } from '../../../domain/league-event/limits';

// The API's schemas take these limits from the domain, as the web's forms do: at the limit, and one past it.
describe("an event's limits", () => {
  it("are the API's", () => {
    const ok = (over: Record<string, string>) => eventSchema.safeParse({ title: 'Fall Brawl', description: '', ...over }).success;
    expect(ok({ title: 't'.repeat(EVENT_TITLE_MAX), description: 'd'.repeat(EVENT_DESCRIPTION_MAX) })).toBe(true);
    expect(ok({ title: 't'.repeat(EVENT_TITLE_MAX + 1) })).toBe(false);
    expect(ok({ description: 'd'.repeat(EVENT_DESCRIPTION_MAX + 1) })).toBe(false);
  });
});
