/**
 * The HTML parser (cheerio) is loaded by the first recipe import, not when the server starts: it is a quarter
 * of a second of start-up for something a server does now and then. The importer awaits `loadCheerio()` before
 * it reads anything; the readers then take the loaded module from `cheerio()`.
 */
type Cheerio = typeof import('cheerio');

let loaded: Cheerio | undefined;
let loading: Promise<Cheerio> | undefined;

export async function loadCheerio(): Promise<Cheerio> {
  loading ??= import('cheerio').then((module) => (loaded = module));
  return loading;
}

export function cheerio(): Cheerio {
  if (!loaded) throw new Error('cheerio is not loaded yet: await loadCheerio() before reading a page');
  return loaded;
}
