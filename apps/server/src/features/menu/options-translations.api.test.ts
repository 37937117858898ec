import type { MenuItem } from '@bistro/contract/menu';
import type { OptionGroupAdmin } from '@bistro/contract/options';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, signInAs } from '../../../test/helper.ts';

// An option group's names in other languages, as the group form sends them: every language
// offered, empty where the owner wrote nothing.
describe('an option group’s and its choices’ names in other languages', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp({ RESTAURANT_LANGUAGES: 'en,fr,ar' });
    admin = await signInAs(app, { email: 'options-translator@bistro.test', role: 'admin' });
  });
  afterAll(() => app.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
    app.inject({ method, url, headers: admin.headers, payload });
  const group = async (id: string) =>
    (
      (
        await app.inject({ method: 'GET', url: '/api/option-groups', headers: admin.headers })
      ).json() as OptionGroupAdmin[]
    ).find((candidate) => candidate.id === id);
  const listedIn = async (lang: string, dishId: string) =>
    ((await app.inject({ method: 'GET', url: `/api/menu?lang=${lang}` })).json() as MenuItem[]).find(
      (item) => item._id === dishId,
    );

  /** A dish offering a new "Size" group: Small (named in French only) and Large (in French and Arabic). */
  async function dishWithSizes() {
    const made = await send('POST', '/api/option-groups', {
      name: 'Size',
      min: 1,
      max: 1,
      translations: { fr: { name: 'Taille' }, ar: {} },
      choices: [
        { name: 'Small', default: true, translations: { fr: { name: 'Petite' } } },
        { name: 'Large', price: 2, translations: { fr: { name: 'Grande' }, ar: { name: 'كبيرة' } } },
      ],
    });
    expect(made.statusCode, made.body).toBe(200);
    const groupId = made.json().insertedId as string;
    const dish = await send('POST', '/api/menu', {
      name: 'Lemonade',
      category: 'drinks',
      price: 4,
      image: '/lemonade.webp',
      optionGroupIds: [groupId],
    });
    expect(dish.statusCode, dish.body).toBe(200);
    return { groupId, dishId: dish.json().insertedId as string };
  }

  it('lists the dish’s options in the menu’s language, each name in the default language where the owner gave none', async () => {
    const { groupId, dishId } = await dishWithSizes();
    const saved = await group(groupId);
    expect(saved?.translations).toEqual({ fr: { name: 'Taille' } });
    expect(saved?.choices.map((choice) => choice.translations)).toEqual([
      { fr: { name: 'Petite' } },
      { fr: { name: 'Grande' }, ar: { name: 'كبيرة' } },
    ]);

    const inFrench = await listedIn('fr', dishId);
    expect(inFrench?.optionGroups).toMatchObject([
      { name: 'Taille', choices: [{ name: 'Petite' }, { name: 'Grande' }] },
    ]);
    const inArabic = await listedIn('ar', dishId);
    expect(inArabic?.optionGroups).toMatchObject([{ name: 'Size', choices: [{ name: 'Small' }, { name: 'كبيرة' }] }]);
    const inEnglish = await listedIn('en', dishId);
    expect(inEnglish?.optionGroups).toMatchObject([{ name: 'Size', choices: [{ name: 'Small' }, { name: 'Large' }] }]);
    // The list carries one language: no group or choice brings the others along.
    expect(JSON.stringify(inFrench)).not.toContain('translations');
  });

  it('keeps the names in other languages when a change leaves them out, and takes away a language sent empty', async () => {
    const { groupId, dishId } = await dishWithSizes();
    const saved = await group(groupId);
    const [small, large] = saved?.choices ?? [];
    const kept = await send('PUT', `/api/option-groups/${groupId}`, {
      name: 'Size',
      min: 1,
      max: 1,
      choices: [
        { id: small?.id, name: 'Small', default: true },
        { id: large?.id, name: 'Large', price: 2, translations: { fr: {}, ar: { name: 'كبير' } } },
      ],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      translations: { fr: { name: 'Taille' } },
      choices: [{ translations: { fr: { name: 'Petite' } } }, { translations: { ar: { name: 'كبير' } } }],
    });
    expect((await listedIn('fr', dishId))?.optionGroups[0]?.choices.map((choice) => choice.name)).toEqual([
      'Petite',
      'Large',
    ]);
  });

  it('refuses a name in the default language as a translation, and one too long, saving nothing', async () => {
    const base = { name: 'Milk', min: 0, max: 1, choices: [{ name: 'Oat' }] };
    const inDefault = await send('POST', '/api/option-groups', { ...base, translations: { en: { name: 'Milk' } } });
    expect(inDefault.statusCode).toBe(400);
    expect(inDefault.json().message).toMatch(/default language \(en\)/);
    const choiceInDefault = await send('POST', '/api/option-groups', {
      ...base,
      choices: [{ name: 'Oat', translations: { en: { name: 'Oat milk' } } }],
    });
    expect(choiceInDefault.statusCode).toBe(400);
    const tooLong = await send('POST', '/api/option-groups', {
      ...base,
      translations: { fr: { name: 'L'.repeat(81) } },
    });
    expect(tooLong.statusCode).toBe(400);
    const groups = (await app.inject({ method: 'GET', url: '/api/option-groups', headers: admin.headers })).json();
    expect(groups.filter((candidate: OptionGroupAdmin) => candidate.name === 'Milk')).toEqual([]);
  });
});
