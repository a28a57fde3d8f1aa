import { Disclosure } from '@/ui/disclosure/Disclosure';

/**
 * Without any state: the kit's Disclosure is the browser's own `<details>`, so Enter, Space, find in
 * page and screen readers work with no script. Right for questions and answers.
 */
export default function DetailsCollapse() {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
      <Disclosure summary="Can I change my plan later?">
        <p>Yes, from Billing at any time; the difference is counted by the day.</p>
      </Disclosure>
      <Disclosure summary="Is my data backed up?" open>
        <p>Every night, kept for 30 days, in two regions.</p>
      </Disclosure>
    </div>
  );
}
