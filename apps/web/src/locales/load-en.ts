/** The English texts as a module of their own: index.html runs the one of the language in use (lib/texts.ts). */
import { provideTexts } from '../lib/texts.ts';
import texts from './en.json';

provideTexts('en', texts);
