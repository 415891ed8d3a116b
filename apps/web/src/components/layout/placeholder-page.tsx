import { Card } from '../ui/card';
import { PageHeader } from './page-header';

/** A screen whose content is not built yet: its real heading and an honest note. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <p>Esta tela está em desenvolvimento.</p>
      </Card>
    </>
  );
}
