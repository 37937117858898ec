import { PageTitle } from '@/components/ui/page-title.tsx';
import { useTranslate } from '@/lib/i18n.ts';

/** The spec's public `cart` route: a stub that shows its single word, for signed-in people. */
export default function CartRoute() {
  const t = useTranslate();
  return (
    <section className="mx-auto max-w-screen-xl px-4 pt-28 pb-16">
      <PageTitle>{t('cart.word')}</PageTitle>
      <h1 className="font-display text-3xl">{t('cart.word')}</h1>
    </section>
  );
}
