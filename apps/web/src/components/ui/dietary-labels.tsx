import type { AllergenCode, DietCode } from '@bistro/contract/dietary';
import { useDietaryWords } from '@/lib/dietary-words.ts';
import { useTranslate } from '@/lib/i18n.ts';
import { LineIcon } from './icons.tsx';

/** The line drawn beside each label's words (a leaf, a sprout, wheat struck through, a flame). */
const dietSigns: Record<DietCode, string> = {
  vegetarian: 'M5 19c0-8 5-14 14-14 0 9-6 14-14 14zM5 19l7-7',
  vegan: 'M12 21v-9M12 12c0-4-3-6-7-6 0 4 3 6 7 6zM12 10c0-3 2-5 6-5 0 3-2 5-6 5z',
  gluten_free:
    'M12 21V8M12 8c-2-1-2-3 0-5 2 2 2 4 0 5zM12 13c-3 0-4-2-4-3 2 0 4 1 4 3zM12 13c3 0 4-2 4-3-2 0-4 1-4 3zM4 4l16 16',
  spicy: 'M12 21c-4 0-6-3-6-6 0-4 4-6 4-10 3 2 4 4 4 6 1-1 1.5-2 1.5-3 2 2 2.5 4.5 2.5 7 0 3-2 6-6 6z',
};
const ALLERGEN_SIGN = 'M12 3l10 18H2zM12 10v5M12 18v.01';

/** Drawn in the text's colour and hidden from screen readers: the words beside it say it. */
const Sign = ({ path }: { path: string }) => (
  <LineIcon className="h-3.5 w-3.5 shrink-0">
    <path d={path} />
  </LineIcon>
);

interface DietaryLabelsProps {
  allergens: readonly AllergenCode[];
  diets: readonly DietCode[];
  className?: string;
}

/** A dish's dietary labels and the allergens it contains, as small chips with words; nothing when it has none. */
export function DietaryLabels({ allergens, diets, className = '' }: DietaryLabelsProps) {
  const t = useTranslate();
  const words = useDietaryWords();
  if (allergens.length === 0 && diets.length === 0) return null;
  const chip = 'inline-flex items-center gap-1 rounded-full border border-base-content/30 px-2 py-0.5 text-xs';
  return (
    <ul aria-label={t('shop.dietaryInformation')} className={`flex flex-wrap gap-1.5 ${className}`}>
      {diets.map((code) => (
        <li key={code} className={`${chip} text-base-content`}>
          <Sign path={dietSigns[code]} />
          {words.diet(code)}
        </li>
      ))}
      {allergens.length > 0 && (
        <li className={`${chip} text-base-content`}>
          <Sign path={ALLERGEN_SIGN} />
          {words.contains(allergens)}
        </li>
      )}
    </ul>
  );
}
