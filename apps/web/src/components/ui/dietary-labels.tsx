import { type AllergenCode, containsText, type DietCode, dietNames } from '@bistro/contract/dietary';

/** A sign beside each label's words; the words say it, so the signs are hidden from screen readers. */
const dietSigns: Record<DietCode, string> = {
  vegetarian: '🥕',
  vegan: '🌱',
  gluten_free: '🌾',
  spicy: '🌶️',
};

interface DietaryLabelsProps {
  allergens: readonly AllergenCode[];
  diets: readonly DietCode[];
  className?: string;
}

/** A dish's dietary labels and the allergens it contains, as small chips with words; nothing when it has none. */
export function DietaryLabels({ allergens, diets, className = '' }: DietaryLabelsProps) {
  if (allergens.length === 0 && diets.length === 0) return null;
  const chip = 'inline-flex items-center gap-1 rounded-full border border-base-content/30 px-2 py-0.5 text-xs';
  return (
    <ul aria-label="Dietary information" className={`flex flex-wrap gap-1.5 ${className}`}>
      {diets.map((code) => (
        <li key={code} className={`${chip} text-base-content`}>
          <span aria-hidden="true">{dietSigns[code]}</span>
          {dietNames[code]}
        </li>
      ))}
      {allergens.length > 0 && (
        <li className={`${chip} text-base-content`}>
          <span aria-hidden="true">⚠️</span>
          {containsText(allergens)}
        </li>
      )}
    </ul>
  );
}
