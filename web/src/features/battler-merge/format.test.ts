import { makePreview, reek, reek2 } from './fixtures.testing';
import { profileLines } from './format';

describe('profileLines', () => {
  it('says when the battler merged away has nothing the kept one lacks, and nothing for a server that did not say', () => {
    expect(profileLines(makePreview(reek2, reek, { profile: { takes: [], keepsOwn: [], ownerManaged: [] } })))
      .toEqual(["lil reek! has no photo, cover image, tagline, quote or flag that Lil Reek lacks."]);
    expect(profileLines(makePreview(reek2, reek))).toEqual([]);
  });

  it('names one, two or more things as a list', () => {
    const lines = (takes: Parameters<typeof profileLines>[0]['profile']) => profileLines(makePreview(reek2, reek, { profile: takes }));
    expect(lines({ takes: ['memorialNotes'], keepsOwn: [], ownerManaged: [] })).toEqual(["Lil Reek takes lil reek!'s memorial notes."]);
    expect(lines({ takes: ['isRetired', 'deceasedDate', 'quote'], keepsOwn: ['coverImageUrl'], ownerManaged: [] })).toEqual([
      "Lil Reek takes lil reek!'s Retired flag, date of death and quote.",
      "Lil Reek keeps its own cover image; lil reek!'s goes.",
      "lil reek!'s cover image file is deleted.",
    ]);
  });
});
