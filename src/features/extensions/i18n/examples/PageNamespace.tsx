import { useTranslation } from 'react-i18next';

// A page brings its own words: one namespace, in every language.
const billing = {
  en: {
    heading: 'Billing',
    plan: 'You are on the {{plan}} plan.',
    renew_one: 'Renews in {{count}} day.',
    renew_other: 'Renews in {{count}} days.',
  },
  fr: {
    heading: 'Facturation',
    plan: 'Vous avez la formule {{plan}}.',
    renew_one: 'Renouvellement dans {{count}} jour.',
    renew_other: 'Renouvellement dans {{count}} jours.',
  },
  de: {
    heading: 'Abrechnung',
    plan: 'Sie nutzen den Tarif {{plan}}.',
    renew_one: 'Verlängert sich in {{count}} Tag.',
    renew_other: 'Verlängert sich in {{count}} Tagen.',
  },
  pt: {
    heading: 'Faturação',
    plan: 'Está no plano {{plan}}.',
    renew_one: 'Renova dentro de {{count}} dia.',
    renew_other: 'Renova dentro de {{count}} dias.',
  },
};

/**
 * `addResourceBundle` gives a page a namespace of its own words next to the app's (the app's are
 * files, `public/locales/<lng>/<namespace>.json`, one per feature, loaded with their route);
 * `useTranslation` with that namespace reads them in the app's language and follows the language menu.
 */
export default function PageNamespace() {
  const { i18n } = useTranslation();
  // Added to the app's i18next once, before the first `t` reads them.
  if (!i18n.hasResourceBundle('en', 'billing'))
    for (const [lng, words] of Object.entries(billing)) i18n.addResourceBundle(lng, 'billing', words);
  const { t } = useTranslation('billing');
  return (
    <section aria-labelledby="billing-heading" style={{ display: 'grid', gap: 'var(--space-2)' }}>
      <h3 id="billing-heading" style={{ margin: 0, fontSize: 'var(--fs-lg)' }}>
        {t('heading')}
      </h3>
      <p style={{ margin: 0 }}>{t('plan', { plan: 'Team' })}</p>
      <p style={{ margin: 0 }}>{t('renew', { count: 12 })}</p>
      <p style={{ margin: 0, color: 'var(--c-muted)' }}>
        Namespace <code>billing</code>, language <code>{i18n.language}</code>
      </p>
    </section>
  );
}
