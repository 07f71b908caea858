import { isoDuration, scriptJson, summary, withCard } from './share-card';

const INDEX = '<html><head><meta name="description" content="placeholder" /><title>UBR</title></head><body></body></html>';

describe('a share card in the page head', () => {
  it('given a title and description, then they replace the placeholders once each', () => {
    const html = withCard(INDEX, { title: 'A | UBR', description: 'About A', siteName: 'UBR' });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>A | UBR</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="About A">');
    expect(html).not.toContain('placeholder');
  });

  it('given markup and quotes in the text, then they stay text in attributes, the title and the JSON-LD', () => {
    const nasty = `</script><script>alert('x')</script> "q" & <!-- $& $'`;
    const html = withCard(INDEX, { title: nasty, description: nasty, siteName: 'UBR', jsonLd: { name: nasty } });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1];
    expect(JSON.parse(json)).toEqual({ name: nasty });
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &quot;q&quot; &amp; &lt;!-- $&amp; $&#39;</title>');
  });

  it('given line and paragraph separators, then the JSON-LD escapes them', () => {
    expect(scriptJson({ a: '\u2028\u2029' })).toBe('{"a":"\\u2028\\u2029"}');
  });

  it('given no picture, then a plain summary card', () => {
    expect(withCard(INDEX, { title: 't', description: 'd', siteName: 'UBR' })).toContain('<meta name="twitter:card" content="summary">');
  });
});

describe('isoDuration', () => {
  it.each([[0, 'PT0S'], [36, 'PT36S'], [36.6, 'PT37S'], [96, 'PT1M36S'], [3600, 'PT1H'], [3725, 'PT1H2M5S'], [-4, 'PT0S']])('%p s → %p', (s, iso) => {
    expect(isoDuration(s)).toBe(iso);
  });
});

describe('summary', () => {
  it('given a long text, then cut at a word with an ellipsis, whitespace folded', () => {
    const text = `${'word '.repeat(60)}\n\nend`;
    const cut = summary(text, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut).toMatch(/^word( word)*…$/);
    expect(summary('  a \n b  ')).toBe('a b');
  });
});
