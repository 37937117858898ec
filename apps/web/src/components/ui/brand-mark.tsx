import { pictureAt } from '@bistro/contract/pictures';
import { useBrand, useRestaurantName } from '@/config/site-config.ts';
import { useTranslate } from '@/lib/i18n.ts';

/** The restaurant's logo (when it has one) and name, with "Restaurant" under the name, as the navbar and side menu show them. */
export function BrandMark({ nameClassName, subtitleClassName }: { nameClassName: string; subtitleClassName: string }) {
  const logo = useBrand()?.logo;
  const t = useTranslate();
  return (
    <span className="flex items-center gap-2">
      {logo && <img src={pictureAt(logo, 240)} alt="" className="h-10 w-auto max-w-24 object-contain" />}
      <span className="flex flex-col leading-tight">
        <span className={nameClassName}>{useRestaurantName()}</span>
        <span className={subtitleClassName}>{t('nav.restaurant')}</span>
      </span>
    </span>
  );
}
