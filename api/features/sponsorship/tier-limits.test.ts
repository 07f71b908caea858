import { tierSchema, tierUpdateSchema } from './schemas';
import { TIER_DISPLAY_ORDER_MAX, TIER_DISPLAY_ORDER_MIN } from '../../../domain/sponsorship/limits';

// The API's schemas take these limits from the domain, as the web's forms do: at the limit, and one past it.
describe("a tier's display order range is the API's", () => {
  const tier = { name: 'Gold', cost: '$1', benefits: 'One' };
  it.each([
    ['create', (displayOrder: number) => tierSchema.safeParse({ ...tier, displayOrder }).success],
    ['update', (displayOrder: number) => tierUpdateSchema.safeParse({ displayOrder }).success],
  ])('%s', (_name, ok) => {
    expect(ok(TIER_DISPLAY_ORDER_MIN)).toBe(true);
    expect(ok(TIER_DISPLAY_ORDER_MAX)).toBe(true);
    expect(ok(TIER_DISPLAY_ORDER_MIN - 1)).toBe(false);
    expect(ok(TIER_DISPLAY_ORDER_MAX + 1)).toBe(false);
  });
});
