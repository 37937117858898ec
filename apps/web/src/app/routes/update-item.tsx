import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { SectionTitle } from '@/components/ui/section-title.tsx';
import { UpdateMenuItem } from '@/features/menu/components/update-menu-item.tsx';

export default function UpdateItemRoute() {
  const { id = '' } = useParams();
  return (
    <section className="mx-auto max-w-3xl">
      <PageTitle>Update this item</PageTitle>
      <SectionTitle as="h1" heading="Update this item" subHeading="---Keep it fresh---" />
      <UpdateMenuItem id={id} />
    </section>
  );
}
