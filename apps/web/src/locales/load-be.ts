/** The Belarusian texts as a module of their own: index.html runs the one of the language in use (lib/texts.ts). */
import { provideTexts } from '../lib/texts.ts';
// As text, parsed here: a browser reads a string and parses JSON much faster than it compiles the same data as an
// object literal (tens of milliseconds of a slow phone's main thread, just as the page is taken over).
import texts from './be.json?raw';

provideTexts('be', JSON.parse(texts) as object);
