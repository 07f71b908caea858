// jsdom lacks what react-router 7 and RTK Query need: copy Node's own.
const JsdomEnvironment = require('jest-environment-jsdom').default;

class Env extends JsdomEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    g.TextEncoder = TextEncoder;
    g.TextDecoder = TextDecoder;
    g.fetch = fetch;
    g.Headers = Headers;
    g.Response = Response;
    g.AbortController = AbortController;
    g.AbortSignal = AbortSignal;
    g.structuredClone = structuredClone;
    // relative URLs resolve against the page, as in a browser
    g.Request = class extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, g.location.href).href : input, init);
      }
    };
  }
}
module.exports = Env;
