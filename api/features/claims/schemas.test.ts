import { parse } from '../../http/validate';
import { claimRequestSchema } from './schemas';

const valid = {
  contactEmail: 'mc@example.com',
  battleHistory: 'x'.repeat(50),
  battleVideos: ['https://youtu.be/abc'],
};

describe('claim request body', () => {
  it('drops blank video URLs and blank social links, and leaves the map out when none is left', () => {
    const body = parse(claimRequestSchema, { ...valid, battleVideos: ['  ', 'https://youtu.be/abc', ''], socialMediaLinks: { instagram: ' ', website: '' } });
    expect(body.battleVideos).toEqual(['https://youtu.be/abc']);
    expect(body).not.toHaveProperty('socialMediaLinks', expect.anything());
    expect(body.socialMediaLinks).toBeUndefined();
  });

  it('keeps the given social links, trimmed', () => {
    const body = parse(claimRequestSchema, { ...valid, socialMediaLinks: { instagram: ' https://instagram.com/mc ', tiktok: null } });
    expect(body.socialMediaLinks).toEqual({ instagram: 'https://instagram.com/mc' });
  });

  it.each([
    [{ battleVideos: [] }, 'Battle Videos Required: Please provide at least one battle video URL.'],
    [{ battleVideos: [' '] }, 'Battle Videos Required: Please provide at least one battle video URL.'],
    [{ battleVideos: undefined }, 'Battle Videos Required: Please provide at least one battle video URL.'],
    [{ battleVideos: ['javascript:alert(1)'] }, 'Battle video URL must be a web address starting with http:// or https://'],
    [{ socialMediaLinks: { website: 'ftp://x.example.com' } }, 'The website link must be a web address starting with http:// or https://'],
    [{ socialMediaLinks: { myspace: 'https://x.example.com' } }, 'socialMediaLinks keys are instagram, twitter, tiktok, youtube, website'],
    [{ contactEmail: 'nope' }, 'Please enter a valid email address'],
    [{ battleHistory: 'x'.repeat(49) }, 'Please provide at least 50 characters describing your battle history'],
  ])('refuses %j with its message', (change, message) => {
    expect(() => parse(claimRequestSchema, { ...valid, ...change })).toThrow(message);
  });
});
