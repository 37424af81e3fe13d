// Search throughput on a large catalogue (10 000 cars, 100 000 bookings): the real app in process on a
// local port, autocannon at concurrency 32 on searchCars (busiest location, a 5-day period, default
// sort) and on /api/health of the same server in the same run, on PGlite and, when DATABASE_URL is
// set, on PostgreSQL. Then the server-rendered results page, `GET /search?<criteria>` (the same place
// and period as a shareable URL; the built web app is served, built first if stale), at concurrency 16
// beside /api/health and searchCars at concurrency 16: a page that is not a 200 or shows no offer
// ('Choose this car') counts as an error. Run alone with `npm run bench -- --search`.
import autocannon from "autocannon";
import type { Logger } from "drizzle-orm";
import type { Database } from "../../src/server/db/index.js";
import {
  EMPTY_SEARCH_QUERY,
  searchQueryString,
} from "../../src/domain/search-query.js";
import {
  latencyPercentiles,
  measureOnEachEngine,
  startBenchServer,
} from "./bench-server.js";
import { busiestLocation, seedLargeCatalogue } from "./large-catalogue.js";
import { profiled } from "./cpu-profile.js";
import { explainAll, statementRecorder } from "./explain-search.js";
import { ensureWebAppBuilt } from "./web-build.js";
import { wallTimeOf } from "./wall-time.js";

const profile = process.argv.includes("--profile");
const explain = process.argv.includes("--explain");
const PROFILE_FOLDER = process.env.BENCH_PROFILE_DIR ?? process.cwd();

const CONNECTIONS = 32;
/** The server-rendered results page, and what it is compared with, at this concurrency. */
const PAGE_CONNECTIONS = 16;
/** Every offer of the results page has this link (in English, the language of a request without preferences). */
const OFFER_TEXT = "Choose this car";
const DURATION_SECONDS = 10;
const DAY_MS = 86_400_000;

export async function measureSearch(): Promise<Record<string, string>> {
  const webDistDir = ensureWebAppBuilt();
  return measureOnEachEngine("search", (engine, open, dataDir) =>
    measureOn(engine, open, dataDir, webDistDir),
  );
}

async function measureOn(
  engine: string,
  open: (options?: { logger?: Logger }) => Promise<Database>,
  dataDir: string,
  webDistDir: string,
): Promise<Record<string, string>> {
  const recorder = statementRecorder();
  const database = await open(explain ? { logger: recorder.logger } : {});
  const seedStarted = performance.now();
  const seeded = await seedLargeCatalogue(database.db);
  const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
  const location = await busiestLocation(database.db);

  // searches here are in USD: no exchange rates needed, none fetched
  const server = await startBenchServer(database, dataDir, {}, webDistDir);
  const { baseUrl } = server;
  try {
    const pickUp = new Date(
      Math.ceil(Date.now() / DAY_MS) * DAY_MS + 7 * DAY_MS + 10 * 3_600_000,
    );
    // the n-th distinct search: the same place and length, the pick-up n minutes later
    const searchBody = (n: number) =>
      JSON.stringify({
        pickUpLocation: location.id,
        dropOffLocation: location.id,
        from: wallTimeOf(new Date(pickUp.getTime() + n * 60_000)),
        to: wallTimeOf(new Date(pickUp.getTime() + n * 60_000 + 5 * DAY_MS)),
      });
    const body = searchBody(0);
    const searchUrl = `${baseUrl}/api/search-cars/1/15`;
    const search = async (requestBody: string) => {
      const response = await fetch(searchUrl, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "sec-fetch-site": "same-origin",
        },
        body: requestBody,
      });
      if (!response.ok)
        throw new Error(`searchCars answered ${response.status}`);
      return (await response.json()) as { total: number };
    };
    let page = { total: 0 };
    const firstStatements = await recorder.capture(
      async () => (page = await search(body)),
    );
    if (explain) {
      const nextStatements = await recorder.capture(() =>
        search(searchBody(-1)),
      );
      console.log(
        `\nEXPLAIN (ANALYZE, BUFFERS), ${engine}: the first search after start`,
      );
      (await explainAll(database.db, firstStatements)).forEach((line) =>
        console.log(line),
      );
      console.log(
        `\nEXPLAIN (ANALYZE, BUFFERS), ${engine}: a new search (other dates) after it (${nextStatements.length} statements)`,
      );
      (await explainAll(database.db, nextStatements)).forEach((line) =>
        console.log(line),
      );
    }

    // every request a search never seen before: places, period and prices worked out afresh
    let distinct = 1;
    const loadFresh = () =>
      load({
        url: searchUrl,
        method: "POST",
        headers: {
          "content-type": "application/json",
          "sec-fetch-site": "same-origin",
        },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: searchBody(distinct++),
            }),
          },
        ],
      });
    const fresh = profile
      ? await profiled(
          `search-${engine.toLowerCase()}`,
          PROFILE_FOLDER,
          loadFresh,
        )
      : await loadFresh();
    // one search paged through, as a visitor does: the priced cars are remembered (SEARCH_CACHE_SECONDS)
    let pageNumber = 0;
    const pages = Math.max(1, Math.ceil(page.total / 15));
    const loadPaged = () =>
      load({
        url: searchUrl,
        method: "POST",
        headers: {
          "content-type": "application/json",
          "sec-fetch-site": "same-origin",
        },
        body,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: `/api/search-cars/${(pageNumber++ % pages) + 1}/15`,
            }),
          },
        ],
      });
    const paged = profile
      ? await profiled(
          `search-paged-${engine.toLowerCase()}`,
          PROFILE_FOLDER,
          loadPaged,
        )
      : await loadPaged();
    const health = await load({ url: `${baseUrl}/api/health` });

    // The server-rendered results page: the search's shareable URL, as a visitor opens it.
    const pagePath = (n: number) =>
      `/search?${searchQueryString({
        ...EMPTY_SEARCH_QUERY,
        criteria: {
          pickUpLocation: location.id,
          dropOffLocation: location.id,
          from: wallTimeOf(new Date(pickUp.getTime() + n * 60_000)),
          to: wallTimeOf(new Date(pickUp.getTime() + n * 60_000 + 5 * DAY_MS)),
        },
      })}`;
    const firstPage = await fetch(`${baseUrl}${pagePath(0)}`);
    const firstHtml = await firstPage.text();
    const pageCheck =
      firstPage.status === 200 && firstHtml.includes(OFFER_TEXT)
        ? `${firstPage.status}, ${Math.round(firstHtml.length / 1024)} KiB of HTML, ${firstHtml.split(OFFER_TEXT).length - 1} × '${OFFER_TEXT}'`
        : `NOT AS EXPECTED: status ${firstPage.status}, ${firstHtml.length} characters, no '${OFFER_TEXT}'`;
    // A page counts only if it answers 200 with offers in it (autocannon counts the non-200s).
    let pagesWithoutOffers = 0;
    const pageRequest = (path: (n: number) => string) => {
      let n = 0;
      return {
        url: baseUrl,
        requests: [
          {
            setupRequest: (request: autocannon.Request) => ({
              ...request,
              path: path(n++),
            }),
            onResponse: (status: number, body: string) => {
              if (status === 200 && !body.includes(OFFER_TEXT))
                pagesWithoutOffers++;
            },
          },
        ],
      } satisfies autocannon.Options;
    };
    const counted = async (options: autocannon.Options) => {
      const measured = await load(
        options,
        PAGE_CONNECTIONS,
        () => (pagesWithoutOffers = 0),
      );
      return { ...measured, errors: measured.errors + pagesWithoutOffers };
    };
    // one URL opened again and again (a shared link: its priced cars are remembered, as when paging)
    const pageShared = await counted(pageRequest(() => pagePath(0)));
    // every request a search never seen before: the pick-up n minutes later, n far from the searches
    // above (remembered SEARCH_CACHE_SECONDS) and below
    const pageFresh = await counted(pageRequest((n) => pagePath(20_000 + n)));
    let distinctAt16 = 40_000;
    const fresh16 = await load(
      {
        url: searchUrl,
        method: "POST",
        headers: {
          "content-type": "application/json",
          "sec-fetch-site": "same-origin",
        },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: searchBody(distinctAt16++),
            }),
          },
        ],
      },
      PAGE_CONNECTIONS,
    );
    const same16 = await load(
      {
        url: searchUrl,
        method: "POST",
        headers: {
          "content-type": "application/json",
          "sec-fetch-site": "same-origin",
        },
        body,
      },
      PAGE_CONNECTIONS,
    );
    const health16 = await load(
      { url: `${baseUrl}/api/health` },
      PAGE_CONNECTIONS,
    );
    const ratio16 = (measured: Measured) =>
      (measured.requestsPerSecond / health16.requestsPerSecond).toFixed(3);
    const c16 = `c=${PAGE_CONNECTIONS}`;
    const prefix = `search bench, ${engine}`;
    return {
      [`${prefix}: catalogue`]: `${seeded.cars} cars, ${seeded.bookings} bookings, seeded in ${seedSeconds} s; busiest location ${location.cars} cars, ${page.total} offered for 5 days`,
      [`${prefix}: POST searchCars, every request a new search (c=${CONNECTIONS})`]:
        describe(fresh),
      [`${prefix}: POST searchCars, one search paged through (c=${CONNECTIONS})`]:
        describe(paged),
      [`${prefix}: GET /api/health (c=${CONNECTIONS})`]: describe(health),
      [`${prefix}: throughput ratio new search/health`]: (
        fresh.requestsPerSecond / health.requestsPerSecond
      ).toFixed(3),
      [`${prefix}: throughput ratio paged search/health`]: (
        paged.requestsPerSecond / health.requestsPerSecond
      ).toFixed(3),
      [`${prefix}: results page GET ${pagePath(0).replace(/\?.*/, "?…")}, first answer`]:
        pageCheck,
      [`${prefix}: GET /search page, one shareable URL (${c16})`]: `${describe(pageShared)}, ${ratio16(pageShared)} × health`,
      [`${prefix}: GET /search page, every request a new search (${c16})`]: `${describe(pageFresh)}, ${ratio16(pageFresh)} × health`,
      [`${prefix}: POST searchCars, the same search (${c16})`]: `${describe(same16)}, ${ratio16(same16)} × health`,
      [`${prefix}: POST searchCars, every request a new search (${c16})`]: `${describe(fresh16)}, ${ratio16(fresh16)} × health`,
      [`${prefix}: GET /api/health (${c16})`]: describe(health16),
    };
  } finally {
    await server.close(); // closes the database too
  }
}

type Measured = {
  requestsPerSecond: number;
  latencies: number[];
  errors: number;
};

/** autocannon gives no p95, so every response time is recorded and the percentiles computed here. */
async function load(
  options: autocannon.Options,
  connections = CONNECTIONS,
  /** Called between the warm-up and the measurement (to reset a count the options keep). */
  measuring?: () => void,
): Promise<Measured> {
  await autocannon({ ...options, connections, duration: 2 }); // warm-up: JIT, caches, pool
  measuring?.();
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { ...options, connections, duration: DURATION_SECONDS },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  return {
    requestsPerSecond: result.requests.average,
    latencies: latencies.sort((a, b) => a - b),
    errors: result.errors + result.non2xx,
  };
}

function describe({ requestsPerSecond, latencies, errors }: Measured): string {
  return `${Math.round(requestsPerSecond)} req/s, ${latencyPercentiles(latencies)}, errors ${errors}`;
}
