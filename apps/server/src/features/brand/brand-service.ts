import { type Brand, type BrandUpdate, type HomePage, homePageSchema } from '@bistro/contract/brand';
import { AA_TEXT_CONTRAST, type ColourProblem, colourProblem } from '@bistro/contract/brand-colours';
import type { OfferedLanguages } from '@bistro/contract/languages';
import type { PublicConfig } from '@bistro/contract/site-config';
import type { BrowserConfig } from '../../config/env.ts';
import { Problem, type ProblemWords } from '../../http/problems.ts';
import { type ServerMessageId, wordsOf } from '../languages/index.ts';
import type { BrandRepository, StoredBrand } from './brand-repository.ts';

/** The brand while the owner has set nothing: the spec's restaurant, reached as the configuration says. */
export type BrandDefaults = Brand;

/** The refusal of colours that fail WCAG AA, by what is wrong with them. */
const COLOUR_REFUSALS: Record<ColourProblem['reason'], ServerMessageId> = {
  mainTooLight: 'refusal.colourTooLight',
  textTooClose: 'refusal.textColourTooClose',
};

/** Why a main colour and its text colour cannot be the site's, in every language; null when they can. */
function colourRefusal(colour: string, text: string | null): ProblemWords | null {
  const problem = colourProblem(colour, text);
  return (
    problem &&
    wordsOf(COLOUR_REFUSALS[problem.reason], {
      colour,
      text: text ?? '',
      ratio: problem.ratio,
      needed: AA_TEXT_CONTRAST,
    })
  );
}

/** A field the owner left out stands as the default; null, or a value, is theirs. */
const either = <T>(set: T | undefined, otherwise: T): T => (set === undefined ? otherwise : set);

function effectiveBrand(defaults: BrandDefaults, set: BrandUpdate | null): Brand {
  if (!set) return defaults;
  return {
    name: set.name,
    tagline: either(set.tagline, defaults.tagline),
    logo: either(set.logo, defaults.logo),
    primaryColor: either(set.primaryColor, defaults.primaryColor),
    primaryTextColor: either(set.primaryTextColor, defaults.primaryTextColor),
    address: either(set.address, defaults.address),
    phone: either(set.phone, defaults.phone),
    email: either(set.email, defaults.email),
    social: {
      facebook: either(set.social?.facebook, defaults.social.facebook),
      instagram: either(set.social?.instagram, defaults.social.instagram),
      twitter: either(set.social?.twitter, defaults.social.twitter),
    },
    mailFrom: either(set.mailFrom, defaults.mailFrom),
  };
}

/** The home page while the owner has set nothing: the house's pictures and words, every section shown. */
const houseHome: HomePage = homePageSchema.parse({});

/**
 * The restaurant's brand, home page and languages as they stand (docs/branding.md, docs/languages.md), read once at start and
 * again whenever they change (in any process): mails, pages and the head of every document read
 * them at once, without a query. Each change makes new objects, so that a cache of rendered pages
 * tells a change by identity.
 */
export async function createBrandService({
  repository,
  defaults,
  defaultLanguages,
}: {
  repository: BrandRepository;
  defaults: BrandDefaults;
  /** The languages while the owner has chosen none: RESTAURANT_LANGUAGES. */
  defaultLanguages: OfferedLanguages;
}) {
  const current = (stored: StoredBrand) => ({
    brand: effectiveBrand(defaults, stored.brand),
    home: stored.home ?? houseHome,
    languages: stored.languages ?? defaultLanguages,
  });
  let state = current(await repository.load());

  return {
    /** The brand now: every field, the defaults where the owner set none. */
    brand: (): Brand => state.brand,
    home: (): HomePage => state.home,
    /**
     * The languages the site is offered in now, its default first: pages, mails and the menu's
     * translations follow them. The same array until they change.
     */
    languages: (): OfferedLanguages => state.languages,
    /** The name mails are sent under. */
    senderName: (): string => state.brand.mailFrom ?? state.brand.name,

    /** Reads the settings again (another process changed them). */
    async reload(): Promise<void> {
      state = current(await repository.load());
    },

    /** Saves the owner's brand; a main colour and text colour that fail WCAG AA are refused (422) with the reason. */
    async saveBrand(update: BrandUpdate): Promise<Brand> {
      const brand = effectiveBrand(defaults, update);
      const refusal = brand.primaryColor && colourRefusal(brand.primaryColor, brand.primaryTextColor);
      if (refusal) throw new Problem(422, refusal);
      if (!brand.primaryColor && brand.primaryTextColor) throw new Problem(422, wordsOf('refusal.textColourAlone'));
      await repository.saveBrand(update);
      state = { ...state, brand };
      return brand;
    },

    async saveHome(home: HomePage): Promise<HomePage> {
      await repository.saveHome(home);
      state = { ...state, home };
      return home;
    },

    async saveLanguages(languages: OfferedLanguages): Promise<OfferedLanguages> {
      await repository.saveLanguages(languages);
      state = { ...state, languages };
      return languages;
    },
  };
}

export type BrandService = Awaited<ReturnType<typeof createBrandService>>;

/** The owner's settings a page is built with: each change makes new objects, told apart by identity. */
export interface OwnerSettings {
  brand: Brand;
  home: HomePage;
  languages: OfferedLanguages;
}

export const ownerSettings = (service: Pick<BrandService, 'brand' | 'home' | 'languages'>): OwnerSettings => ({
  brand: service.brand(),
  home: service.home(),
  languages: service.languages(),
});

/** Whether two pages were built with the same settings (the same objects). */
export const sameSettings = (one: OwnerSettings, other: OwnerSettings) =>
  one.brand === other.brand && one.home === other.home && one.languages === other.languages;

/** The site configuration the browser gets (GET /api/config, each page's state): the server's, with the owner's settings. */
export const siteConfigWith = (config: BrowserConfig, { brand, home, languages }: OwnerSettings): PublicConfig => ({
  ...config,
  restaurant: { ...config.restaurant, languages },
  brand,
  home,
});
