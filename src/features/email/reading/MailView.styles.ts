import styled from 'styled-components';

export const Pane = styled.section`
  /* Back, the arrows, reply and forward point the way the text runs. */
  [dir='rtl'] & svg.directional {
    transform: scaleX(-1);
  }
  display: flex;
  flex-direction: column;
  min-block-size: 0;
  min-inline-size: 0;
  background: var(--c-body);
`;
export const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
  padding: var(--space-3) var(--space-4);
  border-block-end: 1px solid var(--c-border);
  background: var(--c-card);
  h2 {
    flex: 1;
    min-inline-size: 10rem;
    margin: 0;
    font-size: var(--fs-lg);
    color: var(--c-heading);
    overflow-wrap: anywhere;
  }
`;
export const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1);
`;
export const Scroll = styled.div`
  flex: 1;
  overflow-y: auto;
  display: grid;
  align-content: start;
  gap: var(--space-4);
  padding: var(--space-4);
`;
export const Message = styled.article`
  display: grid;
  gap: var(--space-4);
  padding: var(--space-5);
  border: var(--card-border);
  border-radius: var(--radius-lg);
  background: var(--c-card);
  box-shadow: var(--shadow);
`;
export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: var(--space-3);
  padding-block-end: var(--space-3);
  border-block-end: 1px solid var(--c-border);
  > div {
    flex: 1;
    min-inline-size: 12rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px var(--space-2);
    margin: var(--space-1) 0 0;
    font-size: var(--fs-sm);
    color: var(--c-muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  time {
    font-size: var(--fs-sm);
    color: var(--c-muted);
  }
`;
export const From = styled.p`
  margin: 0;
  color: var(--c-heading);
  font-weight: var(--fw-semibold);
  overflow-wrap: anywhere;
  small {
    font-weight: var(--fw-normal);
    color: var(--c-muted);
  }
`;
export const Files = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  margin: 0;
  padding: var(--space-3) 0 0;
  border-block-start: 1px solid var(--c-border);
  list-style: none;
  li,
  a {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
  }
  img {
    inline-size: 1.75rem;
    block-size: 1.75rem;
  }
  small {
    color: var(--c-muted);
  }
`;
export const Labels = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: var(--space-1);
`;
export const Answer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

export const Sent = styled.div`
  display: grid;
  justify-items: end;
  gap: var(--space-1);
  text-align: end;
`;
