/**
 * What a page's HTML tells before any script runs: its title, description, canonical URL,
 * the Open Graph and Twitter tags a chat app's link preview reads, and schema.org JSON-LD for
 * crawlers. Everything that goes in is escaped here, once: a title may hold `"`, `<` or
 * `</script>`, and none of it may leave the attribute or the script element it is put in.
 */
export interface ShareCard {
  /** the whole `<title>` */
  title: string;
  description: string;
  /** absolute; absent for a page no crawler should list as itself (the private ones, the 404 page) */
  canonical?: string;
  /** absolute, 1200x630 (og-image.ts) */
  image?: string;
  type?: 'website' | 'video.other' | 'profile';
  siteName: string;
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
}

/** For an attribute's value or an element's text. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * JSON for inside `<script type="application/ld+json">`: the characters that could end the
 * element or open a comment written as JSON escapes, which a JSON parser reads back the same.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Whitespace folded and cut at a word near `max` characters, as previews show a line or two. */
export function summary(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** Seconds as an ISO 8601 duration (`PT1M36S`), as schema.org's `duration` reads it. */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`;
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/** The tags after the title and description: canonical, robots, Open Graph, Twitter, JSON-LD. */
function headTags(card: ShareCard): string[] {
  const tags: string[] = [];
  if (card.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (card.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(card.canonical)}">`);
  tags.push(
    meta('property', 'og:site_name', card.siteName),
    meta('property', 'og:title', card.title),
    meta('property', 'og:description', card.description),
    meta('property', 'og:type', card.type ?? 'website'),
  );
  if (card.canonical) tags.push(meta('property', 'og:url', card.canonical));
  if (card.image) {
    tags.push(
      meta('property', 'og:image', card.image),
      meta('property', 'og:image:type', 'image/jpeg'),
      meta('property', 'og:image:width', '1200'),
      meta('property', 'og:image:height', '630'),
      meta('property', 'og:image:alt', card.title),
    );
  }
  tags.push(meta('name', 'twitter:card', card.image ? 'summary_large_image' : 'summary'));
  if (card.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(card.jsonLd)}</script>`);
  return tags;
}

/**
 * index.html with the card's head: its own title and description in place of the placeholder
 * ones (web/index.html), the other tags before `</head>`.
 */
export function withCard(indexHtml: string, card: ShareCard): string {
  const title = `<title>${escapeHtml(card.title)}</title>`;
  const description = meta('name', 'description', card.description);
  let html = /<title>[\s\S]*?<\/title>/.test(indexHtml)
    ? indexHtml.replace(/<title>[\s\S]*?<\/title>/, () => title)
    : indexHtml.replace('</head>', () => `${title}</head>`);
  html = /<meta name="description"[^>]*>/.test(html)
    ? html.replace(/<meta name="description"[^>]*>/, () => description)
    : html.replace('</head>', () => `${description}</head>`);
  return html.replace('</head>', () => `  ${headTags(card).join('\n    ')}\n  </head>`);
}
