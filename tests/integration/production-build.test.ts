import { expect, it } from 'vitest';
import { scriptUrls } from '../../bench/lib/client-js.mjs';
import { shopRequest } from '../support/shop-client';

// The tests run against what ships: React's production build in the browser. A development build
// (which a build under vitest's NODE_ENV=test used to make) renders several times slower and
// would make every timing and byte the tests and the bench see wrong.
it("the page's scripts are React's production build", async () => {
  const page = await shopRequest('/');
  expect(page.status).toBe(200);
  // Every script the browser loads for the page, as the bench counts them.
  const scripts = [...new Set(scriptUrls(page.body))];
  expect(scripts.length).toBeGreaterThan(1);
  for (const script of scripts) {
    const file = await shopRequest(script);
    expect(file.status, script).toBe(200);
    // The development JSX runtime and React's dev-only stack frames; neither is in a production build.
    expect(/jsxDEV|react_stack_bottom_frame/.test(file.body), `${script} is a development build`).toBe(false);
  }
});
