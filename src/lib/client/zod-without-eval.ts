import { config } from 'zod/v4/core';

// zod compiles fast parsers with `new Function` after probing whether eval is allowed; the shop's
// CSP forbids eval, and browsers report even the caught probe as a policy violation. Interpreted
// parsing is fast enough for the forms the browser validates. Each client module that reaches zod
// imports this first (an import rule checks it), so pages without such a form do not load zod.
config({ jitless: true });
