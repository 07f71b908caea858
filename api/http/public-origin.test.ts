import express from 'express';
import request from 'supertest';
import { publicOrigin } from './public-origin';

const appWith = (configured: string | undefined, trust: boolean | number) => {
  const app = express();
  app.set('trust proxy', trust);
  app.get('/', (req, res) => { res.send(publicOrigin(req, configured)); });
  return app;
};

describe('publicOrigin', () => {
  it('given PUBLIC_URL, then it is the origin, without a trailing slash, whatever the request says', async () => {
    const res = await request(appWith('https://ubr.example/', 1)).get('/').set('X-Forwarded-Host', 'evil.example');
    expect(res.text).toBe('https://ubr.example');
  });

  it('given no PUBLIC_URL behind a trusted proxy, then the forwarded scheme and host (port kept)', async () => {
    const res = await request(appWith(undefined, 1)).get('/')
      .set({ 'X-Forwarded-Host': 'league.example:8443', 'X-Forwarded-Proto': 'https' });
    expect(res.text).toBe('https://league.example:8443');
  });

  it('given no PUBLIC_URL and no trusted proxy, then forwarded headers are ignored for the Host', async () => {
    const res = await request(appWith(undefined, false)).get('/')
      .set({ Host: 'localhost:3000', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' });
    expect(res.text).toBe('http://localhost:3000');
  });
});
