/** The Russian texts as a module of their own: index.html runs the one of the language in use (lib/texts.ts). */
import { provideTexts } from '../lib/texts.ts';
import texts from './ru.json';

provideTexts('ru', texts);
