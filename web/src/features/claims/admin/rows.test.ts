import { makeClaim } from './fixtures.testing';
import { contactLines, mailFlags, pendingCount, pendingText, socialLinks } from './rows';

describe('claim request rows', () => {
  it('lists social links in the claim form order with their labels, skipping blanks', () => {
    const claim = makeClaim({ socialMediaLinks: { website: 'https://w.test', twitter: 'https://x.test/me', tiktok: '' } });
    expect(socialLinks(claim)).toEqual([
      { platform: 'twitter', label: 'Twitter/X', url: 'https://x.test/me' },
      { platform: 'website', label: 'Website', url: 'https://w.test' },
    ]);
    expect(socialLinks(makeClaim({ socialMediaLinks: undefined }))).toEqual([]);
  });

  it('counts pending requests and says so in the singular or plural', () => {
    expect(pendingCount([makeClaim(), makeClaim({ status: 'approved' }), makeClaim({ id: 'c9' })])).toBe(2);
    expect(pendingText(1)).toBe('1 claim request pending review');
    expect(pendingText(3)).toBe('3 claim requests pending review');
  });

  it('gives the contact lines and the three mail flags', () => {
    expect(contactLines(makeClaim({ contactPhone: null }))).toEqual(['claims@bars.test']);
    expect(mailFlags(makeClaim({ resultEmailSent: true })).map((f) => [f.label, f.sent])).toEqual([
      ['Submission email', true], ['Admin notification', true], ['Result email', true],
    ]);
  });
});
