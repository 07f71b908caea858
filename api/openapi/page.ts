type Json = Record<string, unknown>;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const refName = (schema: unknown): string | null => {
  const ref = (schema as { $ref?: unknown } | undefined)?.$ref;
  return typeof ref === 'string' ? ref.split('/').pop() ?? null : null;
};

/** A schema in a line when it is a named one (linked), else its JSON folded away. */
function schemaHtml(schema: unknown): string {
  const name = refName(schema);
  if (name) return `<a href="#schema-${escape(name)}">${escape(name)}</a>`;
  const items = (schema as { type?: unknown; items?: unknown }).items;
  const itemName = (schema as { type?: unknown }).type === 'array' ? refName(items) : null;
  if (itemName) return `array of <a href="#schema-${escape(itemName)}">${escape(itemName)}</a>`;
  return `<details><summary>schema</summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`;
}

function contentHtml(content: unknown): string {
  return Object.entries((content as Record<string, { schema?: unknown }>) ?? {})
    .map(([type, media]) => `<div><code>${escape(type)}</code> ${media.schema ? schemaHtml(media.schema) : ''}</div>`).join('');
}

/** A path that wraps on a phone before a '/', never inside a word (`{name}/re` / `build`). */
const breakablePath = (path: string) => path.split('/').map(escape).join('<wbr>/');

function operationHtml(path: string, method: string, op: Json): string {
  const id = escape(String(op.operationId));
  const params = (op.parameters as Json[] | undefined) ?? [];
  const body = op.requestBody as { content?: unknown } | undefined;
  const responses = Object.entries(op.responses as Record<string, { description: string; content?: unknown }>);
  return `<section class="op" id="${id}" aria-labelledby="${id}-h">
<h3 id="${id}-h"><span class="method">${escape(method.toUpperCase())}</span> <code>${breakablePath(path)}</code></h3>
<p>${escape(String(op.description ?? ''))}</p>
${params.length ? `<h4>Parameters</h4><ul>${params.map((p) => `<li><code>${escape(String(p.name))}</code> in ${escape(String(p.in))}${p.required ? ' (required)' : ''}: ${schemaHtml(p.schema)}</li>`).join('')}</ul>` : ''}
${body ? `<h4>Body</h4>${contentHtml(body.content)}` : ''}
<h4>Answers</h4><ul>${responses.map(([status, r]) => `<li><strong>${escape(status)}</strong> ${escape(r.description)}${r.content ? contentHtml(r.content) : ''}</li>`).join('')}</ul>
</section>`;
}

/**
 * The description as one page, written on the server: no script, no fetch, nothing
 * from elsewhere, so the site's Content Security Policy holds as it is.
 */
export function docsPage(doc: Json): string {
  const info = doc.info as { title: string; description: string; version: string };
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = (op.tags as string[])[0];
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, op)]);
    }
  }
  const schemas = Object.entries((doc.components as { schemas: Record<string, unknown> }).schemas);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(info.title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1a1a1a;background:#fff;line-height:1.45}
a{color:#0b5394;text-decoration:underline}
code,pre{font-family:ui-monospace,monospace}
pre{background:#f4f4f4;padding:.5rem;white-space:pre-wrap;overflow-wrap:anywhere;font-size:.85rem}
.op{border-top:1px solid #767676;padding:.5rem 0}
.method{display:inline-block;min-width:4.5rem;font-weight:700}
h3{font-size:1.05rem;overflow-wrap:break-word}
h4{font-size:.95rem;margin:.5rem 0 .25rem}
nav ul{columns:12rem}
</style></head>
<body><header><h1>${escape(info.title)}</h1>
<p>${escape(info.description)}</p>
<p>Version ${escape(info.version)}. The machine-readable description: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escape(String(doc.openapi))}).</p>
<nav aria-label="Areas"><ul>${[...byTag.keys()].map((tag) => `<li><a href="#tag-${escape(tag)}">${escape(tag)}</a></li>`).join('')}<li><a href="#schemas">Answer types</a></li></ul></nav>
</header>
<main>
${[...byTag].map(([tag, ops]) => `<section aria-labelledby="tag-${escape(tag)}"><h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${ops.join('\n')}</section>`).join('\n')}
<section aria-labelledby="schemas"><h2 id="schemas">Answer types</h2>
${schemas.map(([name, schema]) => `<h3 id="schema-${escape(name)}">${escape(name)}</h3><pre>${escape(JSON.stringify(schema, null, 2))}</pre>`).join('\n')}
</section></main></body></html>`;
}
