/**
 * Importing recipes from saved pages shaped like real recipe sites, served from a local web server that only this
 * suite's IMPORT_ALLOW_NETWORKS lets the import reach; each draft is checked field by field.
 */
import type { RecipeDraft } from '@mealplanr/contracts/recipe-import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/databases';
import { startRecipePageServer, type RecipePageServer } from './helpers/recipe-page-server';
import { signedInSuite } from './helpers/suite';
import { sameOriginJson } from './helpers/test-app';

let site: RecipePageServer;
beforeAll(async () => {
  site = await startRecipePageServer();
});
afterAll(async () => {
  await site.close();
});

describeEachDatabase('recipe import from a web page', (ctx) => {
  const suite = signedInSuite(ctx, { config: { importAllowNetworks: ['127.0.0.1/32'] } });

  const importPage = (pathname: string, extra: Record<string, unknown> = {}) =>
    suite.app.inject({
      method: 'POST',
      url: '/api/recipes/import',
      headers: { ...sameOriginJson, cookie: suite.cookie },
      payload: { url: site.url(pathname), ...extra },
    });

  async function draftOf(pathname: string): Promise<RecipeDraft> {
    const response = await importPage(pathname);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().otherRecipes).toBeUndefined();
    return response.json().draft;
  }

  it('answers 401 to visitors', async () => {
    const response = await suite.app.inject({
      method: 'POST',
      url: '/api/recipes/import',
      headers: sameOriginJson,
      payload: { url: site.url('/pages/russian-blog.html') },
    });
    expect(response.statusCode).toBe(401);
  });

  it('reads a WordPress page whose Recipe sits in a Yoast @graph', async () => {
    expect(await draftOf('/pages/wordpress-yoast-graph.html')).toEqual({
      title: 'Creamy Tuscan Chicken Pasta',
      description: 'Tender chicken, sun-dried tomatoes & spinach in a garlic parmesan cream sauce.',
      language: 'en',
      servings: 4,
      activeMinutes: 10,
      totalMinutes: 35,
      cuisine: 'italian',
      mealTypes: ['lunch', 'dinner'],
      ingredientLines: [
        '8 oz penne pasta',
        '1 lb boneless skinless chicken breasts (cut into bite-size pieces)',
        '2 tablespoons olive oil',
        '4 cloves garlic (minced)',
        '1/2 cup sun-dried tomatoes (chopped)',
        '1 cup heavy cream',
        '1/2 cup grated parmesan cheese',
        '2 cups baby spinach',
        'salt and pepper (to taste)',
      ],
      steps: [
        'Cook the penne in salted water according to the package directions. Drain.',
        'Season the chicken with salt and pepper. Brown it in the olive oil over medium-high heat, 6–8 minutes.',
        'Add the garlic and sun-dried tomatoes; cook for 1 minute. Stir in the cream and parmesan and simmer until slightly thickened.',
        'Stir in the spinach until wilted, then toss with the pasta and serve.',
      ],
      sourceUrl: site.url('/pages/wordpress-yoast-graph.html'),
      imageUrl: 'https://weeknight.example/wp-content/uploads/2023/10/tuscan-pasta.jpg',
    });
  });

  it('reads a news article whose Recipe is one of an array of objects, typed ["Recipe", "NewsArticle"]', async () => {
    const draft = await draftOf('/pages/news-article-array.html');
    expect(draft).toMatchObject({
      title: 'Lamb and apricot tagine',
      description: 'A fragrant, slow-cooked Moroccan stew with sweet apricots and warm spices.',
      language: 'en',
      servings: 4, // "Serves 4-6"
      activeMinutes: null,
      totalMinutes: 135,
      cuisine: 'middle_eastern', // Moroccan
      mealTypes: ['lunch', 'dinner'],
      imageUrl: 'https://i.dailycourier.example/img/media/3c1f/master/5000.jpg?width=1200&quality=85',
    });
    expect(draft.ingredientLines).toHaveLength(7);
    expect(draft.ingredientLines[0]).toBe('1kg lamb shoulder, diced');
    expect(draft.steps).toHaveLength(4);
    expect(draft.steps[3]).toBe('Scatter with coriander and serve with couscous.');
  });

  it('reads a Russian recipe blog: language, servings from "6 порций", prep plus cook time, a relative image', async () => {
    const draft = await draftOf('/pages/russian-blog.html');
    expect(draft).toMatchObject({
      title: 'Борщ с говядиной',
      language: 'ru',
      servings: 6,
      activeMinutes: 30,
      totalMinutes: 120,
      cuisine: null, // «Русская кухня» is none of the product's cuisines
      mealTypes: ['lunch'], // «Супы»
      imageUrl: site.url('/wp-content/uploads/2022/11/borsch-1.jpg'),
    });
    expect(draft.ingredientLines).toContain('Свёкла — 2 шт.');
    expect(draft.steps).toEqual([
      'Залейте говядину холодной водой и варите бульон 1 час, снимая пену.',
      'Нарежьте картофель и капусту, добавьте в бульон.',
      'Обжарьте лук, морковь и свёклу с томатной пастой 10 минут.',
      'Переложите зажарку в кастрюлю, посолите, поперчите и варите ещё 15 минут.',
    ]);
  });

  it('reads a Belarusian recipe blog whose instructions are one numbered string', async () => {
    const draft = await draftOf('/pages/belarusian-blog.html');
    expect(draft).toMatchObject({
      title: 'Дранікі з смятанай',
      language: 'be',
      servings: 4, // ["4", "4 порцыі"]
      activeMinutes: 20,
      totalMinutes: 40,
      mealTypes: ['breakfast', 'lunch', 'dinner'], // «Сняданак», «Асноўныя стравы»
      imageUrl: 'https://smachna.example/images/draniki.jpg',
    });
    expect(draft.ingredientLines).toHaveLength(7);
    expect(draft.steps).toEqual([
      'Ачысціце бульбу і цыбулю, натрыце на дробнай тарцы.',
      'Адцісніце лішні сок, дадайце яйка, муку і соль.',
      'Смажце дранікі на разагрэтым алеі з абодвух бакоў да залацістай скарыначкі.',
      'Падавайце гарачымі са смятанай.',
    ]);
  });

  it('reads microdata when a page has no JSON-LD', async () => {
    expect(await draftOf('/pages/microdata-only.html')).toEqual({
      title: "Grandma's Buttermilk Pancakes",
      description: 'Fluffy, golden pancakes made the old-fashioned way.',
      language: 'en',
      servings: 4, // "8 pancakes (serves 4)"
      activeMinutes: 10, // <time datetime="PT10M">
      totalMinutes: 25, // plus <meta content="PT15M">
      cuisine: null,
      mealTypes: ['breakfast'],
      ingredientLines: [
        '2 cups all-purpose flour',
        '2 tablespoons sugar',
        '2 teaspoons baking powder',
        '2 cups buttermilk',
        '2 eggs',
        '3 tablespoons melted butter',
      ],
      steps: [
        'Whisk the flour, sugar and baking powder together in a large bowl.',
        'In another bowl beat the buttermilk, eggs and butter; pour into the dry ingredients and stir just until combined.',
        'Cook ladlefuls on a hot greased griddle until bubbles form, then flip and cook until golden.',
      ],
      sourceUrl: site.url('/pages/microdata-only.html'),
      imageUrl: site.url('/photos/pancakes-large.jpg'),
    });
  });

  it('gives the first of two recipes and names the other; the other is imported by its index', async () => {
    const first = await importPage('/pages/two-recipes.html');
    expect(first.statusCode).toBe(200);
    expect(first.json().draft).toMatchObject({ title: 'Dutch Baby Pancake', servings: 2, totalMinutes: 30, mealTypes: ['breakfast'] });
    expect(first.json().otherRecipes).toEqual([{ index: 1, title: 'Blueberry Compote' }]);

    const second = await importPage('/pages/two-recipes.html', { recipeIndex: 1 });
    expect(second.statusCode).toBe(200);
    expect(second.json().draft).toMatchObject({
      title: 'Blueberry Compote',
      servings: 4,
      activeMinutes: 10,
      totalMinutes: 10,
      ingredientLines: ['2 cups blueberries', '2 tbsp maple syrup', '1 tsp lemon juice'],
      steps: ['Simmer the blueberries with the maple syrup for 10 minutes.', 'Stir in the lemon juice and serve warm.'],
    });
    expect(second.json().otherRecipes).toEqual([{ index: 0, title: 'Dutch Baby Pancake' }]);

    const missing = await importPage('/pages/two-recipes.html', { recipeIndex: 2 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error).toMatchObject({ code: 'import_failed', reason: 'no_recipe' });
  });

  it('lists every recipe of an ItemList carousel page and imports the one asked for', async () => {
    const first = await importPage('/pages/itemlist-carousel.html');
    expect(first.statusCode).toBe(200);
    expect(first.json().draft).toMatchObject({ title: 'Red Lentil Soup', servings: 4, totalMinutes: 35, mealTypes: ['lunch'] });
    expect(first.json().draft.steps).toEqual(['Soften the onion and carrot. Add the lentils and stock and simmer for 25 minutes. Blend.']);
    expect(first.json().otherRecipes).toEqual([
      { index: 1, title: 'Quick Minestrone' },
      { index: 2, title: 'Miso Noodle Soup' },
    ]);
    const third = await importPage('/pages/itemlist-carousel.html', { recipeIndex: 2 });
    expect(third.json().draft).toMatchObject({ title: 'Miso Noodle Soup', servings: 2, cuisine: 'asian' });
  });

  it('reads HowToSection groups in order, each section named on its first step, tips left out', async () => {
    const draft = await draftOf('/pages/howto-sections.html');
    expect(draft).toMatchObject({ servings: 4 /* "2 pizzas (4 servings)" */, activeMinutes: 80, totalMinutes: 92, cuisine: 'italian', mealTypes: ['dinner'] });
    expect(draft.steps).toEqual([
      'For the dough: Mix the flour, yeast and salt, then add the water and knead for 10 minutes.',
      'Cover and leave to rise for 1 hour, until doubled.',
      'For the sauce: Simmer the tomatoes with the crushed garlic for 10 minutes; season.',
      'To assemble: Stretch each ball of dough thinly, spread with sauce and top with torn mozzarella.',
      'Bake at 250 °C for 10–12 minutes.',
      'Scatter with basil and serve.',
    ]);
  });

  it('answers no_recipe for a page without one', async () => {
    const response = await importPage('/pages/no-recipe.html');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: { code: 'import_failed', reason: 'no_recipe', message: 'We could not find a recipe on that page.' },
    });
  });

  it('skips a broken JSON-LD block and reads the microdata', async () => {
    expect(await draftOf('/pages/broken-json-ld-microdata.html')).toMatchObject({
      title: 'Quick Tomato Soup',
      servings: 2,
      totalMinutes: 25,
      mealTypes: ['lunch'],
      ingredientLines: ['1 onion, chopped', '2 tins chopped tomatoes', '500 ml vegetable stock'],
      steps: ['Soften the onion in a little oil.', 'Add the tomatoes and stock and simmer for 15 minutes.', 'Blend until smooth.'],
    });
  });

  it('turns entities (encoded twice, too) and tags inside JSON-LD strings into plain text', async () => {
    const draft = await draftOf('/pages/entity-encoded.html');
    expect(draft.title).toBe('Mom’s Mac & Cheese');
    expect(draft.description).toBe('The creamiest mac & cheese – no "box" needed.');
    expect(draft.ingredientLines).toContain('½ tsp mustard powder');
    expect(draft.ingredientLines).toContain('2 cups sharp cheddar, grated & divided');
    expect(draft.steps).toEqual([
      'Cook the macaroni until al dente; drain.',
      'Melt the butter, whisk in the flour & cook 1 minute.',
      'Whisk in the milk gradually.',
      'Stir in the mustard and 1 1/2 cups cheese; fold in the macaroni.',
    ]);
    expect(draft.imageUrl).toBe('http://cdn.macblog.example/mac.jpg'); // protocol-relative, resolved against the page
  });

  it.each([
    ['declared in <meta http-equiv> only', '/pages/windows-1251.html'],
    ['declared in the Content-Type header too', '/pages/windows-1251.html?charset=windows-1251'],
  ])('decodes a windows-1251 page, its charset %s', async (_how, pathname) => {
    const draft = await draftOf(pathname);
    expect(draft).toMatchObject({
      title: 'Сырники из творога',
      description: 'Нежные сырники на завтрак — «как в детстве».',
      language: 'ru',
      servings: 4,
      totalMinutes: 30,
      mealTypes: ['breakfast'],
      ingredientLines: ['Творог — 500 г', 'Яйцо — 1 шт.', 'Мука — 3 ст. л.', 'Сахар — 2 ст. л.'],
    });
    expect(draft.steps).toHaveLength(3);
  });

  it('reads a Recipe nested as a WebPage mainEntity, its steps an ItemList of ListItems', async () => {
    expect(await draftOf('/pages/main-entity.html')).toMatchObject({
      title: 'Green Shakshuka',
      servings: 2, // a bare number
      activeMinutes: 10,
      totalMinutes: 30,
      cuisine: 'middle_eastern',
      mealTypes: ['breakfast'], // "Brunch"
      imageUrl: 'https://vegtable.example/media/green-shakshuka.webp', // ImageObject.contentUrl
      steps: [
        'Soften the leek with the cumin in olive oil.',
        'Wilt in the spinach, make four wells and crack in the eggs.',
        'Cover and cook until the whites set; crumble over the feta.',
      ],
    });
  });

  it('reads a gzip-compressed application/xhtml+xml answer', async () => {
    expect((await draftOf('/gzip')).title).toBe('Creamy Tuscan Chicken Pasta');
  });

  it('follows up to five redirects and names the final address as the source', async () => {
    const draft = await draftOf('/redirect/5');
    expect(draft.title).toBe('Creamy Tuscan Chicken Pasta');
    expect(draft.sourceUrl).toBe(site.url('/pages/wordpress-yoast-graph.html'));
  });
});

describe('recipe import settings', () => {
  it('IMPORT_ALLOW_NETWORKS takes networks and addresses and refuses anything else by name', async () => {
    const { loadConfig } = await import('../src/config');
    expect(loadConfig({ IMPORT_ALLOW_NETWORKS: '127.0.0.1/32, 192.168.10.0/24,fd12::/48, 10.1.2.3' }).importAllowNetworks).toEqual([
      '127.0.0.1/32',
      '192.168.10.0/24',
      'fd12::/48',
      '10.1.2.3',
    ]);
    expect(loadConfig({}).importAllowNetworks).toEqual([]);
    for (const bad of ['localhost', '10.0.0.0/33', '0x7f.1', '10.0.0.0/8/1', 'fd12::/129']) {
      expect(() => loadConfig({ IMPORT_ALLOW_NETWORKS: bad })).toThrow(/IMPORT_ALLOW_NETWORKS/);
    }
  });
});
