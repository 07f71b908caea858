import type { BattlerPatch } from '../../application/catalogue/battler-commands';

// The demo content: fictional league nights, battles, battlers and sponsorship tiers

export interface DemoEvent {
  key: string;
  title: string;
  description: string;
  /** days from now (negative: past); null: undated */
  days: number | null;
  /** mandelbrot zoom and hue of the generated thumbnail */
  art: { scale: number; hue: number };
}

export const EVENTS: DemoEvent[] = [
  {
    key: 'borderland', title: 'Borderland Bars', days: -690, art: { scale: 3, hue: 20 },
    description: 'Three battles on a warehouse floor a stone\'s throw from the river. The card that put the league on the map: '
      + 'a sold-out room, a borrowed sound system and a main event people still argue about.',
  },
  {
    key: 'mesa', title: 'Mesa Mayhem', days: -470, art: { scale: 1.2, hue: 200 },
    description: 'Back-to-back title-eliminator energy under a tin roof in 104° heat. Two battles, no filler, '
      + 'and a rematch the crowd asked for by name.',
  },
  {
    key: 'suncity', title: 'Sun City Showdown', days: -250, art: { scale: 0.4, hue: 300 },
    description: 'The league\'s first night in the valley\'s new venue: rising names against veterans, '
      + 'a members-only bonus battle and a main event that went the full three rounds.',
  },
  {
    key: 'dh11', title: 'Desert Heat 11', days: -60, art: { scale: 0.005, hue: 90 },
    description: 'The eleventh Desert Heat: a stacked card, a monsoon outside and a main event '
      + 'that turned a newcomer into a headliner.',
  },
  {
    key: 'dh12', title: 'Desert Heat 12', days: 45, art: { scale: 0.7, hue: 140 },
    description: 'The next Desert Heat. Card to be announced battle by battle on the league\'s channels — '
      + 'doors at 7, first battle at 8. Members get the first look at tickets.',
  },
  {
    key: 'monsoon', title: 'Monsoon Season Invitational', days: null, art: { scale: 2, hue: 250 },
    description: 'An invitational for the league\'s top ten, date and venue to be announced. '
      + 'Who gets the call is up to the votes on this site.',
  },
];

interface DemoVideo {
  event: string;
  a: string;
  b: string;
  seconds: number;
  main?: boolean;
  membersOnly?: boolean;
  description: string;
}

export const VIDEOS: DemoVideo[] = [
  { event: 'borderland', a: 'Saguaro Slim', b: 'Sonoran Smoke', seconds: 40, main: true,
    description: 'The main event: two founding names of the league, three rounds, one microphone stand knocked over.' },
  { event: 'borderland', a: 'Tumbleweed Tre', b: 'Copper State Cal', seconds: 20,
    description: 'Wordplay against flow, and neither gave an inch.' },
  { event: 'borderland', a: 'Rattlesnake Rae', b: 'Haboob', seconds: 14,
    description: 'The opener that set the tone for the night.' },
  { event: 'mesa', a: 'Rattlesnake Rae', b: 'Saguaro Slim', seconds: 32, main: true,
    description: 'The rematch the crowd called for at Borderland Bars.' },
  { event: 'mesa', a: 'Sonoran Smoke', b: 'Tumbleweed Tre', seconds: 16,
    description: 'Two veterans trading schemes for three full rounds.' },
  { event: 'suncity', a: 'Coyote Kid', b: 'Copper State Cal', seconds: 28, main: true,
    description: 'A rising name against a veteran on his last scheduled night.' },
  { event: 'suncity', a: 'Lil Monsoon', b: 'Dust Devil Dee', seconds: 12,
    description: 'Fast, loud and personal from the first bar.' },
  { event: 'suncity', a: 'Javelina Jones', b: 'Mirage', seconds: 10, membersOnly: true,
    description: 'Members-only bonus battle, recorded after the main card.' },
  { event: 'dh11', a: 'Coyote Kid', b: 'Rattlesnake Rae', seconds: 36, main: true,
    description: 'Newcomer against Hall of Famer: the main event of Desert Heat 11.' },
  { event: 'dh11', a: 'Red Rock Reyna', b: 'Lil Monsoon', seconds: 18,
    description: 'Reyna\'s league debut against a crowd favourite.' },
  { event: 'dh11', a: 'Haboob', b: 'Dust Devil Dee', seconds: 8,
    description: 'A grudge match two years in the making.' },
];

/** Directory profile per battler: texts and flags through the admin PATCH command. */
export const BATTLERS: Record<string, BattlerPatch & { memorialDays?: number }> = {
  'Saguaro Slim': {
    tagline: 'Tall, patient and impossible to knock over.',
    quote: 'I grew up where the heat tells you to slow down. So I slowed down, and you ran out of bars.',
    isRetired: true, isHallOfFame: true,
  },
  'Rattlesnake Rae': {
    tagline: 'You hear the rattle before the bite.',
    quote: 'Every round I give you a warning. Nobody ever listens to the warning.',
    isHallOfFame: true,
  },
  'Sonoran Smoke': {
    tagline: 'Rewrote every verse the morning of the battle.',
    quote: 'A written is just a first draft that made it to the stage.',
    isDeceased: true,
    memorialDays: -400,
    memorialNotes: 'Sonoran Smoke headlined the league\'s first Borderland card and never brought a verse he had not '
      + 'reworked that morning. He was generous with newcomers, strict about the time limit and the first to '
      + 'stay behind to stack chairs. The mic stays on for you, Smoke.',
  },
  'Tumbleweed Tre': {
    tagline: 'Rolled in from nowhere, stayed for six seasons.',
    quote: 'I never planned a career. I planned a rhyme, then another one, and here we are.',
    isRetired: true,
  },
  'Copper State Cal': {
    tagline: 'Old-school schemes, state-line pride.',
    quote: 'Hang it up? I hung it on the wall next to every trophy you never won.',
    isRetired: true,
  },
  'Coyote Kid': {
    tagline: 'The newcomer who headlined in his first year.',
    quote: 'They said wait your turn. I checked the card and my name was already on it.',
  },
  'Lil Monsoon': {
    tagline: 'Shows up late, floods the room.',
    quote: 'You felt the pressure drop? That was me walking in.',
  },
  'Dust Devil Dee': {
    tagline: 'Small storm, big damage.',
    quote: 'I spin the whole room around and you are still looking for the door.',
  },
  Haboob: {
    tagline: 'A wall of bars you can see coming for miles.',
    quote: 'You can see me coming from the highway and you still cannot get out of the way.',
  },
  'Red Rock Reyna': {
    tagline: 'Layered like the canyon walls.',
    quote: 'Every round is a layer. By the third you are reading a million years of history.',
  },
  'Javelina Jones': { tagline: 'Loud, stubborn and always hungry.' },
  Mirage: {},
};

/** The levels the sponsorship form offers; admins edit them in the Sponsors tab. */
export const DEMO_TIERS = [
  { name: 'Diamond', cost: '$5,000 / season', benefits: 'Name on the league banner\nLogo on every video\nCourtside table at every event\nA main-event shout-out' },
  { name: 'Gold', cost: '$2,500 / season', benefits: 'Logo on every video\nFour VIP seats per event\nA shout-out every event' },
  { name: 'Silver', cost: '$1,000 / season', benefits: 'Logo on the sponsors page\nTwo VIP seats per event' },
  { name: 'Bronze', cost: '$250 / event', benefits: 'Logo on the sponsors page\nA shout-out at the sponsored event' },
];
