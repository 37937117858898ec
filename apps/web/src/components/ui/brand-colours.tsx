import { brandStyleSheet } from '@bistro/contract/brand-colours';
import { useBrand } from '@/config/site-config.ts';

/** The restaurant's colours over the house ones, when its owner chose a main colour (nothing otherwise). */
export function BrandColours() {
  const brand = useBrand();
  const sheet = brand ? brandStyleSheet(brand) : '';
  return sheet ? <style>{sheet}</style> : null;
}
