import type { Brand, BrandUpdate, HomePage } from '@bistro/contract/brand';
import type { RestaurantLanguages } from '@bistro/contract/language-schemas';
import { siteConfigQueryOptions } from '@/config/site-config.ts';
import { apiRequest } from '@/lib/api-client.ts';
import type { MutationConfig } from '@/lib/query-client.ts';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation.ts';

/** PUT /api/restaurant/brand (admin): the name, look and contact; a colour that fails AA is refused (422). */
export const saveBrand = (brand: BrandUpdate) => apiRequest<Brand>('/restaurant/brand', { method: 'PUT', body: brand });

/** Every page reads the brand from the site configuration: it is what a save refreshes. */
export const useSaveBrand = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveBrand> } = {}) =>
  useInvalidatingMutation(saveBrand, siteConfigQueryOptions().queryKey, mutationConfig);

/** PUT /api/restaurant/home (admin): the home page's pictures, about text and shown sections. */
export const saveHomePage = (home: HomePage) => apiRequest<HomePage>('/restaurant/home', { method: 'PUT', body: home });

export const useSaveHomePage = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveHomePage> } = {}) =>
  useInvalidatingMutation(saveHomePage, siteConfigQueryOptions().queryKey, mutationConfig);

/** PUT /api/restaurant/languages (admin): the languages the site is offered in, its default first. */
export const saveLanguages = (languages: RestaurantLanguages) =>
  apiRequest<RestaurantLanguages>('/restaurant/languages', { method: 'PUT', body: languages });

/** Every page reads the languages from the site configuration: it is what a save refreshes. */
export const useSaveLanguages = ({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveLanguages> } = {}) =>
  useInvalidatingMutation(saveLanguages, siteConfigQueryOptions().queryKey, mutationConfig);
