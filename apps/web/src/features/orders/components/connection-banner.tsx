import { useTranslate } from '@/lib/i18n.ts';

/**
 * What the kitchen board says across its top while its live stream is down: new orders will not
 * appear until it is back. An alert (read out at once), white on the theme's deep red. `lastUpdate`
 * is when the board was last up to date, on the restaurant's clock ("7:42 PM").
 */
export function ConnectionBanner({ lastUpdate }: { lastUpdate: string }) {
  const t = useTranslate();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-box border-4 border-error-content/80 bg-error p-4 text-error-content shadow-lg"
    >
      <span aria-hidden="true" className="text-2xl leading-none">
        ⚠
      </span>
      <p className="font-bold text-lg">{t('kitchen.connectionLost')}</p>
      <p>{t('kitchen.lastUpdate', { time: lastUpdate })}</p>
    </div>
  );
}
