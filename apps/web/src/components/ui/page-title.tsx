import { useRestaurantName } from '@/config/site-config.ts';

/** The page's title in the restaurant's name, as the spec writes them: "Bistro Boss | Menu". */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${useRestaurantName()} | ${children}`}</title>;
}
