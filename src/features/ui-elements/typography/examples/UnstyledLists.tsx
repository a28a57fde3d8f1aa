import styled from 'styled-components';

/** A list without bullets or indent: the list is still announced as one, with its count. */
const Plain = styled.ul`
  display: grid;
  gap: var(--space-1);
  margin: 0 0 var(--space-4);
  padding: 0;
  list-style: none;
`;

/** Items side by side, a dot between them; they wrap on a narrow screen. */
const Inline = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1) var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
  li + li::before {
    /* A separator seen, not read: the alternative text after the slash is empty. */
    content: '·' / '';
    margin-inline-end: var(--space-3);
    color: var(--c-muted);
  }
`;

/** Unstyled and inline lists: for menus, footers and tags, where bullets would be noise. */
export default function UnstyledLists() {
  return (
    <>
      <Plain aria-label="Plans">
        <li>Starter: up to 3 members</li>
        <li>Team: up to 25 members</li>
        <li>Enterprise: no limit</li>
      </Plain>
      <Inline aria-label="Footer">
        <li>Privacy</li>
        <li>Terms</li>
        <li>Status</li>
        <li>Contact</li>
      </Inline>
    </>
  );
}
