/**
 * Words around a food in an ingredient line that do not change which food it is: size and ripeness ("large",
 * «спелый»), how it is cut or made ready ("finely chopped", «крупно нарезанный», «дробна нарэзаны»), temperature,
 * and the small words that join them. A food named among only such words is that food; a food beside any other
 * word ("peanut" in "peanut oil", «молоко» in «сгущённое молоко») may be another product, so it is only a candidate.
 *
 * Compared on folded words (`foldFoodText`: lower case, ё = е). Russian and Belarusian words are matched by their
 * beginning, so every case and gender form is one entry.
 */

/** English words, whole (plurals and -ly forms listed where people write them). */
const ENGLISH = new Set(
  `fresh freshly large small medium big extra jumbo ripe firm soft very good quality organic free range
  chopped finely roughly coarsely thinly thickly diced sliced minced grated shredded crushed peeled seeded deseeded
  cored halved quartered cubed crumbled melted softened beaten whisked packed heaping heaped level rounded leveled
  toasted cooked uncooked raw boneless skinless skin bone trimmed rinsed drained washed cleaned room temperature
  cold warm hot lukewarm chilled frozen thawed defrosted low sodium fat reduced lowfat nonfat unsalted salted
  unsweetened sweetened plain pure natural homemade store bought storebought good-quality best lean cut into pieces
  chunks cubes strips rings wedges bite size sized inch inches cm thick thin divided separated plus more each
  about approximately lightly well new young baby mashed squeezed juiced zested pitted stemmed picked torn
  julienned spiralized segmented broken leftover day old stale dry-roasted roasted blanched shelled deveined tails
  removed on off optional garnish serving serve drizzling greasing frying dusting decoration brushing juice zest
  of and or a an the for to into in with from at as needed your choice any preferably such such as like whole
  canned tinned jarred dried dry fine coarse flaky heads florets tops ends stalks sprigs leaves fillets long short grain old fashioned
  old-fashioned puree purée pureed mashed`.split(/\s+/),
);

/** Russian and Belarusian word beginnings. */
const CYRILLIC_PREFIXES = [
  // Russian: size, ripeness, freshness, temperature
  'свеж', 'крупн', 'мелк', 'средн', 'больш', 'небольш', 'маленьк', 'спел', 'молод', 'тепл', 'холодн', 'горяч',
  'комнатн', 'температур', 'охлажд', 'разморож', 'домашн', 'натуральн', 'хорош', 'качествен',
  // Russian: preparation
  'нарез', 'порез', 'натерт', 'натер', 'тер', 'измельч', 'рублен', 'порублен', 'очищ', 'промыт', 'вымыт', 'мыт',
  'размягч', 'растоплен', 'растопл', 'взбит', 'обжар', 'отвар', 'варен', 'сварен', 'слит', 'отцеж', 'разделан',
  'кубик', 'кольц', 'полукольц', 'соломк', 'дольк', 'ломтик', 'кусочк', 'половинк', 'четвертинк', 'тонко', 'мелко',
  'крупно', 'тонк', 'толст', 'без', 'косточ', 'кожи', 'кожур', 'шкурк', 'горк', 'горкой', 'верх', 'консерв', 'сок',
  'цедр', 'подач', 'жарк', 'смазыв', 'посыпк', 'украшен', 'декор', 'приготовлен', 'примерн', 'около', 'по', 'молот', 'пюре', 'кисл', 'заморож', 'морожен',
  // Belarusian
  'свеж', 'буйн', 'дробн', 'сярэдн', 'вялік', 'невялік', 'маленьк', 'спел', 'малад', 'цёпл', 'цепл', 'халодн',
  'гарач', 'пакаёв', 'тэмператур', 'ахалодж', 'хатн', 'нарэз', 'парэз', 'нацерт', 'нацёрт', 'здрабн', 'пасечан',
  'ачышч', 'прамыт', 'мыт', 'размякч', 'растоплен', 'узбіт', 'абсмаж', 'адвар', 'варан', 'зваран', 'кубік',
  'кольц', 'паўкольц', 'саломк', 'дольк', 'скрыл', 'палоўк', 'тонка', 'тонк', 'тоўст', 'бяз', 'костач', 'скур',
  'лупін', 'горк', 'кансерв', 'цэдр', 'падач', 'смажан', 'змазван', 'пасыпк', 'упрыгож', 'прыгатаван', 'прыкладн',
  'каля', 'па', 'молат', 'кісл', 'замарож', 'марожан', 'церт', 'цёрт',
  // the small words (whole words below)
];

/** Short Russian and Belarusian words that only join others. */
const CYRILLIC_WORDS = new Set(
  'и или с со в во на для из без к по а ці і й з са у ў ад да пры при от до'.split(' '),
);

/** Whether a folded word only describes or joins ("finely", «нарезанный», «і»), never names a food by itself. */
export function isDescriptor(word: string): boolean {
  if (/^\d/.test(word)) return true;
  if (/^[a-z'-]+$/.test(word)) return ENGLISH.has(word) || (word.endsWith('ly') && word.length > 4);
  if (CYRILLIC_WORDS.has(word)) return true;
  return CYRILLIC_PREFIXES.some((p) => p.length >= 3 && word.startsWith(p)) || CYRILLIC_PREFIXES.includes(word);
}

/** Words that join two foods into a list ("salt and pepper", «соль и перец»): kept when descriptors are dropped. */
const JOINERS = new Set(['and', 'or', 'with', 'plus', '&', 'и', 'или', 'с', 'і', 'ці', 'з', 'й']);
export const isJoiner = (word: string): boolean => JOINERS.has(word);
