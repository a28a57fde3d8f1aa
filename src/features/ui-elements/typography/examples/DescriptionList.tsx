import styled from 'styled-components';

/** Terms in a column of their own while there is room; each term above its description on a phone. */
const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: var(--space-2) var(--space-5);
  margin: 0;
  dt {
    font-weight: var(--fw-semibold);
    color: var(--c-heading);
  }
  dd {
    margin: 0;
  }
  @media (max-width: 30rem) {
    grid-template-columns: 1fr;
    row-gap: 0;
    dd + dt {
      margin-block-start: var(--space-3);
    }
  }
`;

/** `<dl>`: terms and what they mean, such as the details of a record. */
export default function DescriptionList() {
  return (
    <Details>
      <dt>Customer</dt>
      <dd>Northwind Traders</dd>
      <dt>Plan</dt>
      <dd>Team, billed yearly</dd>
      <dt>Seats</dt>
      <dd>18 of 25 in use</dd>
      <dt>Renewal</dt>
      <dd>
        <time dateTime="2027-03-14">March 14, 2027</time>
      </dd>
    </Details>
  );
}
