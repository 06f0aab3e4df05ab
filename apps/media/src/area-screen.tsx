import { useT } from '@shelfmark/i18n';

/** The heading of one of this area's screens; its features arrive with the area's own issue. */
export function AreaScreen({ screen, values }: { screen: string; values?: Record<string, string> }) {
  const t = useT('media');
  return (
    <section className="sm-page">
      <h1>{t(`screens.${screen}`, values)}</h1>
    </section>
  );
}
