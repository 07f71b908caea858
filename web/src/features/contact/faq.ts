import { CONTACT_EMAIL, PRODUCT } from '../../lib/brand';

export const FAQ: { q: string; a: string }[] = [
  {
    q: `How do I become a ${PRODUCT} sponsor?`,
    a: `Create an account, open your dashboard and submit a sponsorship application with the level you want and any events you'd like to back. The league reviews every application and gets back to you by email; approved partners are featured on our Sponsors page.`,
  },
  {
    q: 'How can I battle in the league?',
    a: 'Sign up, then send a battler tryout from your dashboard with a link to your best battle footage and a little about your experience. If you already appear in our battler directory, you can request to claim that profile instead.',
  },
  {
    q: 'Where can I watch the battles?',
    a: `Every battle lands on the Events page here and on our YouTube channel. Some premium matchups are members-only: a free ${PRODUCT} account unlocks them, along with voting and comments.`,
  },
  {
    q: 'I work in media. Who do I talk to?',
    a: `Press, interviews, podcast features and footage licensing go to ${CONTACT_EMAIL}. Tell us the outlet, the angle and your deadline, and we'll connect you with the right person.`,
  },
];
