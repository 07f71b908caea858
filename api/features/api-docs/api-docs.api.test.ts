import answers from '../../openapi/answers.json';
import { openApiPath, operationKey } from '../../openapi/document';
import { serverModules } from '../slices';
import { apiDocsRoutes } from './api-docs.router';
import { startHarness, type Harness } from '../../../test/api-harness';
import { watchAnswers } from '../../../test/openapi-answers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());

type Doc = { openapi: string; paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>> };

/** Every route the server declares, read from the modules as the server reads them. */
function declaredRoutes() {
  const routes = serverModules.flatMap((m) => m.routes?.(h.running.deps) ?? []);
  return [...routes, ...apiDocsRoutes(() => [])];
}

describe('the API description (OpenAPI 3.1)', () => {
  it('documents every declared route, and only those', async () => {
    const doc = (await h.agent().get('/api/openapi.json').expect(200).expect('Content-Type', /json/)).body as Doc;
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`));
    const routes = declaredRoutes();
    const declared = routes.map((r) => `${r.method} ${openApiPath(r.path)}`);
    expect(declared.filter((op) => !documented.includes(op))).toEqual([]);
    expect(documented.filter((op) => !declared.includes(op))).toEqual([]);
    expect(new Set(documented).size).toBe(documented.length);
    // the answers read from the source (npm run openapi:answers) are of these very routes
    const keys = routes.map(operationKey);
    expect(keys.filter((k) => !(k in answers.operations))).toEqual([]);
    expect(Object.keys(answers.operations).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('documents the guards: 401 for a visitor, 403 for a role that may not call', async () => {
    const doc = (await h.agent().get('/api/openapi.json')).body as Doc;
    const merge = doc.paths['/api/admin/battlers/merge'].post;
    expect(Object.keys(merge.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    const vote = doc.paths['/api/videos/{id}/vote'].post;
    expect(Object.keys(vote.responses)).toEqual(expect.arrayContaining(['200', '401']));
    expect(Object.keys(doc.paths['/api/events'].get.responses)).not.toContain('401');
    const upload = doc.paths['/api/admin/videos'].post as unknown as { requestBody: { content: Record<string, { schema: { properties: object } }> } };
    expect(Object.keys(upload.requestBody.content['multipart/form-data'].schema.properties)).toEqual(expect.arrayContaining(['video', 'thumbnail', 'title']));
  });

  it('serves a readable page with every operation, under the site\'s security headers and without scripts', async () => {
    const doc = (await h.agent().get('/api/openapi.json')).body as Doc;
    const page = await h.agent().get('/api/docs').expect(200).expect('Content-Type', /html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).not.toMatch(/<script/i);
    expect(page.text).toContain('href="/api/openapi.json"');
    for (const item of Object.values(doc.paths)) {
      for (const op of Object.values(item)) expect(page.text).toContain(`id="${op.operationId}"`);
    }
  });

  it('tells an answer that strays from the description', async () => {
    const doc = (await h.agent().get('/api/openapi.json')).body as Doc;
    const strict = structuredClone(doc) as Doc & { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    strict.paths['/api/system-settings/{key}'].get.responses['404'] = {
      description: 'stricter than the truth',
      content: { 'application/json': { schema: { type: 'object', properties: { nope: { type: 'string' } }, required: ['nope'] } } },
    };
    delete strict.paths['/api/events'].get.responses['200'];
    const seen = watchAnswers(h.running.server, strict as never);
    await h.agent().get('/api/system-settings/nothing').expect(404);
    await h.agent().get('/api/events').expect(200);
    await h.agent().get('/api/battlers').expect(200);
    expect(seen.checked).toBe(2);
    expect(seen.mismatches).toEqual([
      expect.stringMatching(/^GET \/api\/system-settings\/nothing → 404: nope/),
      expect.stringMatching(/^GET \/api\/events → 200: status not documented/),
    ]);
  });
});
