// npm run bench: measures the shop's routes on throw-away local instances, once per catalogue
// size (see bench/README.md). Reports against bench/budgets.mjs but exits 0 whatever the timings;
// only a broken harness (build, seed, start, sign-in or a request failing outright) exits non-zero.
import { analyticsAims, budgets, cartAims, contentAims, listAims, scaleAims, sideBySideRoutes } from './budgets.mjs';
import { formatAnalyticsJs, measureAnalyticsJs } from './lib/analytics-js.mjs';
import { measureSideBySide } from './lib/side-by-side.mjs';
import { prepareAndMeasureCart } from './lib/cart.mjs';
import { pickCatalogueRoutes } from './lib/catalogue.mjs';
import { measureContent } from './lib/content.mjs';
import { compareSizes, evaluate, evaluateCart, evaluateContent } from './lib/evaluate.mjs';
import { closestFloor, floorRoutes } from './lib/floor.mjs';
import { get } from './lib/http-get.mjs';
import { loadAverage, machineInfo } from './lib/machine.mjs';
import { measureRoute } from './lib/measure-route.mjs';
import { writeResults, RESULTS_FILE } from './lib/results-file.mjs';
import { withBench } from './lib/shop.mjs';
import { signedInSession } from './lib/sign-in.mjs';
import { round1 } from './lib/stats.mjs';
import { formatCart, formatComparison, formatContent, formatTable } from './lib/table.mjs';
import { BENCH_ORDERS, BRAND_HOST, CATALOGUE_SIZES, SAMPLING, catalogueRoutes, listRoutes, newWordsRoute, orderRoutes, routes } from './routes.mjs';
import { measureListToCart } from './lib/shopping-list.mjs';
import { measureOrderPdfCpu } from './lib/order-pdf.mjs';
import { formatImages, measureImages } from './lib/images.mjs';
import { evaluatePageExperience, formatPageExperience, measurePageExperience } from './lib/page-experience.mjs';

// The helpers in scripts/lib use paths relative to the project root.
process.chdir(new URL('..', import.meta.url).pathname);

// `npm run bench -- --pages`: only issue 13's page experience (Lighthouse, CLS, streaming) at the
// first catalogue size, in a few minutes.
// `npm run bench -- --analytics`: only issue 18's before-consent JS figure, at the first size.
const analyticsOnly = process.argv.includes('--analytics');
const pagesOnly = process.argv.includes('--pages') || analyticsOnly;

const seconds = (since) => Math.round((Date.now() - since) / 1000);
const formatLoad = (load) => load.join(' / ');

/**
 * The routes of budgets.sideBySideRoutes with every size's shop up, samples interleaved
 * (lib/side-by-side.mjs), taken first, before the first size's extras fill anna's cart to 200
 * lines. Each size picks its catalogue pages as measureAll does, the larger ones keeping the
 * first size's category and product where they still answer.
 */
async function compareSideBySide(shops, databases) {
  console.log(`\n== ${databases.map((d) => d.label).join(' and ')} side by side (load average ${formatLoad(loadAverage())}) ==`);
  const lanes = [];
  let previous = {};
  for (const shop of shops) {
    const host = `${BRAND_HOST}:${new URL(shop.origin).port}`;
    const session = signedInSession(shop.origin, { host });
    const catalogue = await pickCatalogueRoutes(shop.origin, { host, headers: await session.headers(), ...previous });
    previous = catalogue;
    const paths = Object.fromEntries([...routes, ...catalogueRoutes(catalogue)].map((route) => [route.name, route.path]));
    lanes.push({ origin: shop.origin, host, headers: () => session.headers(), paths });
  }
  const compared = [...routes, ...catalogueRoutes(previous), newWordsRoute].filter((route) => sideBySideRoutes.includes(route.name));
  return measureSideBySide(lanes, compared);
}

/** Steps of the run that broke; the rest is still measured and printed, and the bench exits 1. */
const brokenSteps = [];

/** Runs one optional measurement; when it breaks, says so and goes on without it (null). */
async function step(name, measure) {
  try {
    return await measure();
  } catch (error) {
    console.log(`! ${name} broke: ${error.message}`);
    brokenSteps.push({ name, error: error.message });
    return null;
  }
}

/** Every route at one catalogue size, on a shop already running on that size's database. */
async function measureAll(shop, previous, { extras }) {
  const port = new URL(shop.origin).port;
  const hostFor = (route) => `${route.host ?? BRAND_HOST}:${port}`;
  const session = signedInSession(shop.origin, { host: hostFor({}) });
  const catalogue = await pickCatalogueRoutes(shop.origin, { host: hostFor({}), headers: await session.headers(), ...previous });
  await session.check(catalogue.categoryPath);
  console.log(`Category (three levels deep, 48 products): ${catalogue.categoryPath}\nProduct: ${catalogue.productPath}`);
  // The JS floor is the built chunk closest in size to the front page HTML, so fetch that first.
  const front = await get(new URL('/', shop.origin).href, { host: hostFor({}) });
  const rows = [];
  for (const route of pagesOnly ? [] : [...floorRoutes(front.body.length), ...routes, ...catalogueRoutes(catalogue)]) {
    console.log(`Measuring ${route.name}: ${route.path}…`);
    const headers = route.signedIn ? await session.headers() : {};
    rows.push(await measureRoute(shop.origin, route, { host: hostFor(route), headers, sampling: { ...SAMPLING, ...route.sampling } }));
  }
  // Issues 5 and 6, at the first catalogue size only (to keep the bench short).
  let content = null;
  let cart = null;
  let orders = null;
  let images = null;
  let lists = null;
  let experience = null;
  let analytics = null;
  if (extras) {
    // Issue 18: its client JS on the category page a new visitor opens (signed out, no consent yet).
    const categoryUrl = new URL(catalogue.categoryPath, shop.origin).href;
    const page = await get(categoryUrl, { host: hostFor({}) });
    analytics = await measureAnalyticsJs(categoryUrl, page.body.toString('utf8'), { host: hostFor({}), budgetKb: analyticsAims.beforeConsentGzipKb });
    if (analyticsOnly) return { rows, catalogue, analytics };
    // Issue 13: Lighthouse mobile and streaming per page type, before the cart is filled to 200 lines.
    experience = await step('page experience', () => measurePageExperience(shop.origin, { host: BRAND_HOST, signedInHeaders: () => session.headers(), catalogue }));
    if (pagesOnly) return { rows, catalogue, experience, analytics };
    // Issue 15: the 500-line shopping list's page, and the whole list into a cart in one call.
    lists = await step('shopping lists', async () => {
      for (const route of listRoutes) {
        console.log(`Measuring ${route.name}: ${route.path}…`);
        rows.push(await measureRoute(shop.origin, route, { host: hostFor(route), headers: await session.headers(), sampling: { ...SAMPLING, ...route.sampling } }));
      }
      return { listToCart: await measureListToCart(shop.origin, { host: hostFor({}), listPath: listRoutes[0].path }) };
    });
    // Issue 14: order history at BENCH_ORDERS orders of anna's customer (this size's seed).
    orders = await step('order history', async () => {
      for (const route of orderRoutes) {
        console.log(`Measuring ${route.name}: ${route.path}…`);
        rows.push(await measureRoute(shop.origin, route, { host: hostFor(route), headers: await session.headers(), sampling: { ...SAMPLING, ...route.sampling } }));
      }
      return { orders: BENCH_ORDERS, pdf: await measureOrderPdfCpu() };
    });
    console.log('Measuring the image route…');
    images = await step('images', () => measureImages(shop.origin, { host: hostFor({}), categoryPath: catalogue.categoryPath }));
    content = await step('content', () => measureContent(shop.origin, { host: hostFor({}) }));
    const cartRoute = { name: 'cart 200 lines, signed in', path: '/cart', kind: 'page', signedIn: true, sampling: { samples: 30, maxMs: 4_000, loadS: 2 } };
    cart = await step('cart', async () =>
      prepareAndMeasureCart(shop.origin, {
        host: hostFor({}),
        headers: await session.headers(),
        categoryPath: catalogue.categoryPath,
        afterFill: async () => {
          console.log(`Measuring ${cartRoute.name}: ${cartRoute.path}…`);
          const row = await measureRoute(shop.origin, cartRoute, { host: hostFor(cartRoute), headers: await session.headers(), sampling: { ...SAMPLING, ...cartRoute.sampling } });
          rows.push(row);
          return row.name;
        },
      }),
    );
  }
  const floors = rows.filter((row) => row.kind === 'floor');
  for (const row of rows.filter((r) => r.kind !== 'floor')) {
    const floor = closestFloor(floors, row.bytes);
    row.floor = floor.path;
    row.ratioToFloor = round1(row.ttfb.medianMs / floor.ttfb.medianMs);
  }
  return { rows, catalogue, content, cart, orders, images, lists, experience, analytics };
}

try {
  const startedAt = new Date();
  const machine = machineInfo();
  console.log(`Load average at start: ${formatLoad(loadAverage())} (1/5/15 min, ${machine.cores} cores)`);
  const { runs, sideBySide } = await withBench(
    async ({ databases, start }) => {
      // Every size's shop is up for the whole run, so the comparison across sizes is taken side
      // by side; then each size is measured in full on its own.
      const shops = [];
      try {
        for (const { persistTo } of databases) shops.push(await start(persistTo));
        const sideBySide = pagesOnly ? [] : await compareSideBySide(shops, databases);
        const done = [];
        let previous = {};
        for (const [index, { variants, label }] of databases.entries()) {
          const began = Date.now();
          const loadBefore = loadAverage();
          console.log(`\n== ${variants.toLocaleString('en')} variants (load average ${formatLoad(loadBefore)}) ==`);
          const { rows, catalogue, content, cart, orders, images, lists, experience, analytics } = await measureAll(shops[index], previous, { extras: index === 0 });
          previous = catalogue; // the next size measures the same category and product where it can
          done.push({ variants, label, rows, catalogue, ...evaluate(rows, budgets), content, cart, orders, images, lists, experience, analytics, aimsMissed: [...(analytics && !analytics.met ? [{ route: analytics.page, metric: 'issue 18 JS before consent (KB gzip)', value: analytics.gzipKb, aim: `<=${analytics.budgetKb}` }] : []), ...(content ? evaluateContent(content, contentAims) : []), ...(cart ? evaluateCart(cart, cartAims) : []), ...(experience ? evaluatePageExperience(experience).filter((goal) => !goal.met).map((goal) => ({ route: goal.page, metric: goal.goal, value: goal.value, aim: 'issue 13' })) : [])], loadAverage: { before: loadBefore, after: loadAverage() }, durationS: seconds(began) });
        }
        return { runs: done, sideBySide };
      } finally {
        for (const shop of shops) await shop.stop();
      }
    },
    { sizes: pagesOnly ? CATALOGUE_SIZES.slice(0, 1) : CATALOGUE_SIZES },
  );

  console.log(`\n${machine.cpu}, ${machine.cores} cores, Node ${machine.node}`);
  for (const run of runs) {
    console.log(`\n${run.variants.toLocaleString('en')} variants: ${run.catalogue.categoryPath}, ${run.catalogue.productPath}; load average ${formatLoad(run.loadAverage.before)} before, ${formatLoad(run.loadAverage.after)} after; ${run.durationS} s\n`);
    if (run.rows.length) console.log(formatTable(run.rows, budgets, run.overBudget));
    if (run.rows.length) console.log(run.overBudget.length ? `! over budget: ${run.overBudget.map((o) => `${o.route} ${o.metric} ${o.value} > ${o.budget}`).join('; ')}` : 'All routes within budget.');
    if (run.content) console.log(`\nContent (issue 6), signed out, ${run.variants.toLocaleString('en')} variants\n\n${formatContent(run.content, contentAims, run.aimsMissed)}`);
    if (run.cart) console.log(`\nCart (issue 5), ${run.variants.toLocaleString('en')} variants\n\n${formatCart(run.cart, cartAims, run.aimsMissed)}`);
    if (run.orders) {
      const pdf = run.orders.pdf;
      console.log(`\nOrder history (issue 14), ${run.orders.orders.toLocaleString('en')} orders for one customer: the "orders" and "order PDF" rows above; a ${pdf.lines}-line order PDF costs ${pdf.cpuMedianMs} ms CPU (median, p95 ${pdf.cpuP95Ms} ms, ${pdf.samples} samples, ${Math.round(pdf.bytes / 1024)} KB; aim under 200 ms)`);
    }
    if (run.lists) {
      const add = run.lists.listToCart;
      console.log(`\nShopping lists (issue 15): the 500-line list's page is the row "shopping list 500 lines" above (TTFB and ratio to floor); "add the whole list to the cart" (${add.lineCount} cart lines, ${add.buyer}) ${add.medianMs} ms median of ${add.runs}, max ${add.maxMs} ms (aim under ${listAims.addListBelowMs} ms)${add.allAdded ? ', every line added' : `, ! not every line added (status ${add.statuses.join('/')})`}${add.medianMs > listAims.addListBelowMs ? ' ! aim missed' : ''}`);
    }
    if (run.experience) console.log(`\nPage experience (issue 13), ${run.variants.toLocaleString('en')} variants\n\n${formatPageExperience(run.experience)}`);
    if (run.analytics) console.log(`\n${formatAnalyticsJs(run.analytics)}`);
    if (run.images) console.log(`\nImages (issue 12), ${run.variants.toLocaleString('en')} variants\n\n${formatImages(run.images)}`);
    if (run.aimsMissed?.length) console.log(`! aim missed: ${run.aimsMissed.map((m) => `${m.route} ${m.metric} ${m.value} (aim ${m.aim})`).join('; ')}`);
    if (run.unexpectedStatus.length) console.log(`* unexpected status or errors: ${run.unexpectedStatus.map((u) => `${u.route} (expected ${u.expected})`).join('; ')}`);
  }
  const comparison = compareSizes(sideBySide, runs.map((run) => run.variants), scaleAims);
  if (!pagesOnly) console.log(`\nTTFB (ms) by catalogue size, side by side (samples interleaved)\n\n${formatComparison(comparison)}`);
  if (!pagesOnly) console.log(comparison.missed.length ? `! aim missed: ${comparison.missed.map((m) => `${m.route} ${m.metric} ${m.value} (aim ${m.aim})`).join('; ')}` : 'All aims met.');
  const durationS = seconds(startedAt.getTime());
  writeResults({ machine, runs, comparison, budgets, scaleAims, contentAims, cartAims, listAims, analyticsAims, startedAt, durationS });
  console.log(`\nWritten to ${RESULTS_FILE} in ${durationS} s; load average now ${formatLoad(loadAverage())}. Budgets and aims are advisory: the bench does not fail on them.`);
  if (brokenSteps.length) console.log(`! the bench broke in: ${brokenSteps.map((broken) => `${broken.name} (${broken.error})`).join('; ')}`);
  process.exit(brokenSteps.length ? 1 : 0);
} catch (error) {
  console.error(`The bench itself failed: ${error.stack ?? error}`);
  process.exit(1);
}
