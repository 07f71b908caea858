/**
 * The baselines: bare node:http servers in their own process (bench/child.ts).
 *   bytes — the same prepared bytes for every request (gzipped once, for clients that take gzip),
 *           with `headers` (a flat name, value list) and a counted X-Request-Id when given: the
 *           least a server sending the app's answer headers does;
 *   post  — reads and parses the JSON body, answers prepared JSON;
 *   range — serves a file by Range with fs.createReadStream.
 * Plain JavaScript: no TypeScript hook in the baseline's process.
 */
const { createReadStream, statSync } = require('node:fs');
const http = require('node:http');
const { gzipSync } = require('node:zlib');


function handler(spec) {
  if (spec.kind === 'bytes') {
    const bytes = Buffer.from(spec.body);
    const gzipped = gzipSync(bytes);
    const type = spec.contentType || 'application/json; charset=utf-8';
    if (spec.headers) {
      const identity = ['Content-Type', type, ...spec.headers, 'Content-Length', String(bytes.length)];
      const zipped = ['Content-Type', type, ...spec.headers, 'Content-Encoding', 'gzip', 'Content-Length', String(gzipped.length)];
      let id = 0;
      return (req, res) => {
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] || ''));
        res.writeHead(200, [...(gzip ? zipped : identity), 'X-Request-Id', String(id++)]);
        res.end(gzip ? gzipped : bytes);
      };
    }
    return (req, res) => {
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] || ''));
      const out = gzip ? gzipped : bytes;
      res.writeHead(200, { 'Content-Type': type, 'Content-Length': out.length, ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) });
      res.end(out);
    };
  }
  if (spec.kind === 'post') {
    const body = Buffer.from(spec.body);
    return (req, res) => {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (c) => { raw += c; });
      req.on('end', () => {
        JSON.parse(raw || '{}');
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
        res.end(body);
      });
    };
  }
  const size = statSync(spec.file).size;
  return (req, res) => {
    const m = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range || ''));
    let start = 0;
    let end = size - 1;
    if (m) {
      if (m[1]) start = Number(m[1]);
      if (m[2]) end = Math.min(Number(m[2]), size - 1);
      res.writeHead(206, { 'Content-Type': 'video/mp4', 'Content-Length': end - start + 1, 'Content-Range': `bytes ${start}-${end}/${size}`, 'Accept-Ranges': 'bytes' });
    } else {
      res.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': size, 'Accept-Ranges': 'bytes' });
    }
    createReadStream(spec.file, { start, end }).pipe(res);
  };
}

// the first message is what to serve (bench/child.ts)
process.once('message', ({ spec }) => {
  const server = http.createServer(handler(spec));
  const stop = () => new Promise((resolve) => { server.close(() => resolve()); server.closeAllConnections(); });
  server.listen(0, '127.0.0.1', () => {
    process.on('message', (m) => {
      if (m.command === 'stop') stop().then(() => process.exit(0));
      else process.send({ id: m.id, error: `unknown command ${m.command}` });
    });
    process.send({ type: 'ready', port: server.address().port, info: {} });
  });
});
process.on('disconnect', () => process.exit(0));
