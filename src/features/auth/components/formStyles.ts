import { Link } from 'react-router';
import styled from 'styled-components';
import { primaryLinkCss } from '@/ui/button/primaryLinkCss';

export const Form = styled.form`
  display: grid;
  gap: var(--space-4);
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
`;

export const Aside = styled.p`
  margin: 0;
  text-align: center;
  color: var(--c-muted);
`;

/** An error under a control that is not inside a Field (a checkbox). */
export const ErrorText = styled.p`
  margin: var(--space-1) 0 0;
  font-size: var(--fs-sm);
  color: var(--c-danger-text);
`;

/** A link that leads on from a finished step, drawn as the form's main button. */
export const ButtonLink = styled(Link)`
  ${primaryLinkCss}
  display: flex;
`;

/**
 * What a real backend would send by email or SMS, shown on the demo so the flow can be followed.
 * A product built from the template drops it along with the demo server's `demo` field.
 */
export const DemoNote = styled.p`
  margin: 0;
  padding: var(--space-3);
  border: 1px dashed var(--c-border);
  border-radius: var(--radius-md);
  color: var(--c-text);
  font-size: var(--fs-sm);
`;
