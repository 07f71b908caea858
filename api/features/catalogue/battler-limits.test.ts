import { battlerPatchSchema } from './schemas';
import { MEMORIAL_NOTES_MAX } from '../../../domain/battler/limits';

// The API's schemas take these limits from the domain, as the web's forms do: at the limit, and one past it.
describe("a battler's memorial notes limit is the API's", () => {
  it('takes the limit and refuses one more', () => {
    const ok = (memorialNotes: string) => battlerPatchSchema.safeParse({ memorialNotes }).success;
    expect(ok('m'.repeat(MEMORIAL_NOTES_MAX))).toBe(true);
    expect(ok('m'.repeat(MEMORIAL_NOTES_MAX + 1))).toBe(false);
  });
});
