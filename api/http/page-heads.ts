import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { BattlerView, EventView, VideoView } from '../../application/catalogue/read-model';
import { matchPage } from './page-routes';
import { publicOrigin } from './public-origin';
import { isoDuration, type ShareCard, summary } from './share-card';

/** The read models a page's answer depends on (CatalogueQueries has them). */
export interface PageReads {
  event(id: string): Promise<EventView | null>;
  video(id: string): Promise<VideoView | null>;
  battler(id: string): Promise<BattlerView | null>;
}

/** What the server answers for a page: found or not, and its head. */
export interface PageAnswer {
  status: 200 | 404;
  card: ShareCard;
}

export type PageHeads = (req: Request) => Promise<PageAnswer>;

/** The landing page's description, as web/index.html has it for a page without its own. */
export const SITE_DESCRIPTION = "UBR — the Southwest's battle-rap league. 13 years of battles, battlers and bars.";

/** The lists' own titles and descriptions, as the pages set document.title (useDocumentTitle). */
const LISTS: Record<string, { title: string; description: string }> = {
  '/events': { title: 'Battle Events', description: 'Every battle event of the league: watch the battles, vote for the winners, see the results.' },
  '/battlers': { title: 'Battlers', description: "The league's roster: every battler's record, wins, losses and battles." },
  '/sponsors': { title: 'Sponsors', description: 'The brands and businesses behind the league.' },
  '/contact': { title: 'Contact', description: 'Get in touch with the league: bookings, sponsorship, press.' },
};

/** The other pages' titles; they are a member's or an admin's, so no canonical and no card picture. */
const PRIVATE_TITLES: Record<string, string> = {
  '/admin': 'Admin', '/auth': 'Sign In', '/battler-profile-settings': 'Battler Profile Settings',
  '/forgot-password': 'Forgot Password', '/login': 'Sign In', '/logo-demo': 'Logo Animations', '/profile': 'Profile',
  '/reset-password': 'Reset Password',
};

/** A short tag of what a card picture shows, so a changed picture gets a new URL past every preview cache. */
const version = (...parts: (string | null)[]) => createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 10);

const isoDate = (date: string | null) => {
  if (!date) return undefined;
  const t = Date.parse(date);
  return Number.isNaN(t) ? undefined : new Date(t).toISOString().slice(0, 10);
};

/**
 * Each page's answer: 404 for a path no page has and for an event, a battle or a battler that
 * is not there; a share card for the event, battle and battler pages from their read models.
 * `site` is the league's name (LEAGUE_NAME), the titles' suffix as the web app writes them.
 */
export function pageHeads(reads: PageReads, options: { publicUrl?: string; site: string; defaultDescription: string }): PageHeads {
  const { site } = options;
  const titled = (title: string) => (title ? `${title} | ${site}` : `${site} — Battle Rap League`);
  const notFound = (): PageAnswer => ({
    status: 404,
    card: { title: titled('Page Not Found'), description: 'There is no page at this address.', siteName: site, noindex: true },
  });

  return async (req) => {
    const page = matchPage(req.path);
    if (!page) return notFound();
    const origin = publicOrigin(req, options.publicUrl);
    const query = new URL(req.originalUrl, 'http://x').searchParams;
    const siteImage = `${origin}/og/site.jpg`;
    const plain = (title: string, description: string, path: string): PageAnswer => ({
      status: 200,
      card: { title: titled(title), description, canonical: `${origin}${path}`, image: siteImage, siteName: site },
    });

    switch (page.pattern) {
      case '/':
        return plain('', options.defaultDescription, '/');
      case '/events':
      case '/events/:eventId': {
        const eventId = page.params.eventId ?? query.get('event');
        const videoId = query.get('video');
        const event = eventId ? await reads.event(eventId) : null;
        if (eventId && !event) return notFound();
        if (videoId) {
          const video = await reads.video(videoId);
          if (!video) return notFound();
          return { status: 200, card: battleCard(video, event, origin, titled, site) };
        }
        if (event) return { status: 200, card: eventCard(event, origin, titled, site) };
        return plain(LISTS['/events'].title, LISTS['/events'].description, '/events');
      }
      case '/battlers/:id': {
        const battler = await reads.battler(page.params.id);
        if (battler) return { status: 200, card: battlerCard(battler, origin, titled, site) };
        // a battler since removed still has a past the time travel shows: not a 404 there
        if (query.get('asOf')) return { status: 200, card: { title: titled('Battler'), description: options.defaultDescription, siteName: site } };
        return notFound();
      }
      case '/battlers':
      case '/sponsors':
      case '/contact':
        return plain(LISTS[page.pattern].title, LISTS[page.pattern].description, page.pattern);
      default:
        return { status: 200, card: { title: page.pattern === '/dashboard' ? `GET ${site}!` : titled(PRIVATE_TITLES[page.pattern] ?? ''), description: options.defaultDescription, siteName: site } };
    }
  };
}

type Titled = (title: string) => string;

function eventCard(event: EventView, origin: string, titled: Titled, site: string): ShareCard {
  const url = `${origin}/events/${encodeURIComponent(event.id)}`;
  const image = `${origin}/og/events/${encodeURIComponent(event.id)}.jpg?v=${version(event.title, event.thumbnailUrl)}`;
  const when = isoDate(event.eventDate);
  const description = summary(event.description)
    || `${event.title}: ${event.videoCount} ${event.videoCount === 1 ? 'battle' : 'battles'} to watch on ${site}.`;
  return {
    title: titled(event.title), description, canonical: url, image, type: 'website', siteName: site,
    jsonLd: {
      '@context': 'https://schema.org', '@type': 'Event', name: event.title, description, url, image,
      ...(when ? { startDate: when } : {}),
      organizer: { '@type': 'Organization', name: site, url: origin },
    },
  };
}

function battleCard(video: VideoView, event: EventView | null, origin: string, titled: Titled, site: string): ShareCard {
  const eventId = event?.id ?? video.eventId;
  const url = `${origin}/events/${encodeURIComponent(eventId)}?video=${encodeURIComponent(video.id)}`;
  const image = `${origin}/og/videos/${encodeURIComponent(video.id)}.jpg?v=${version(video.title, video.thumbnailUrl)}`;
  const eventTitle = event?.title ?? video.eventTitle;
  const description = summary(video.description)
    || `${video.battlerAName} vs ${video.battlerBName}${eventTitle ? ` at ${eventTitle}` : ''}: watch the battle and vote on ${site}.`;
  return {
    title: titled(video.title), description, canonical: url, image, type: 'video.other', siteName: site,
    jsonLd: {
      '@context': 'https://schema.org', '@type': 'VideoObject', name: video.title, description, url,
      thumbnailUrl: [image], uploadDate: video.createdAt,
      ...(video.duration !== null ? { duration: isoDuration(video.duration) } : {}),
      interactionStatistic: {
        '@type': 'InteractionCounter', interactionType: { '@type': 'WatchAction' }, userInteractionCount: video.viewCount,
      },
      // the media URL of a members-only battle is for members: the card never names it
      ...(video.requiresAuth ? {} : { contentUrl: `${origin}${video.videoUrl}` }),
    },
  };
}

function battlerCard(battler: BattlerView, origin: string, titled: Titled, site: string): ShareCard {
  const url = `${origin}/battlers/${encodeURIComponent(battler.id)}`;
  const image = `${origin}/og/battlers/${encodeURIComponent(battler.id)}.jpg?v=${version(battler.name, battler.coverImageUrl, battler.profileImageUrl)}`;
  const record = `${battler.wins}-${battler.losses} in ${battler.battles} ${battler.battles === 1 ? 'battle' : 'battles'}`;
  const description = summary([battler.tagline, `${battler.name}${battler.location ? ` from ${battler.location}` : ''}: ${record} on ${site}.`]
    .filter(Boolean).join(' — '));
  const photo = battler.profileImageUrl?.startsWith('/') ? `${origin}${battler.profileImageUrl}` : battler.profileImageUrl;
  return {
    title: titled(battler.name), description, canonical: url, image, type: 'profile', siteName: site,
    jsonLd: {
      '@context': 'https://schema.org', '@type': 'Person', name: battler.name, description, url, image: photo ?? image,
      ...(battler.location ? { homeLocation: { '@type': 'Place', name: battler.location } } : {}),
    },
  };
}
