import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { AddMenuItem } from '@/features/menu/components/add-menu-item.tsx';

export default function AddItemRoute() {
  return (
    <section className="mx-auto max-w-3xl">
      <PageTitle>Add an item</PageTitle>
      <SectionTitle as="h1" heading="Add an item" subHeading="---What's new?---" />
      <AddMenuItem />
    </section>
  );
}
