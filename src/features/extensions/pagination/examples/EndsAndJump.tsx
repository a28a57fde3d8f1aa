import { useState, type FormEvent } from 'react';
import { Button } from '@/ui/button/Button';
import { Field } from '@/ui/field/Field';
import { Input } from '@/ui/input/Input';
import { Pagination } from '@/ui/pagination/Pagination';

const pageCount = 120;

/**
 * `showEnds` adds First and Last to the pagination itself, named in the reader's language; beside it,
 * a small form goes straight to a page and says when the number is out of range.
 */
export default function EndsAndJump() {
  const [page, setPage] = useState(60);
  const [error, setError] = useState<string | null>(null);
  const jump = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const asked = Number(new FormData(event.currentTarget).get('page'));
    if (!Number.isInteger(asked) || asked < 1 || asked > pageCount) {
      setError(`Choose a page from 1 to ${pageCount}.`);
      return;
    }
    setError(null);
    setPage(asked);
  };
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} showEnds labels={{ nav: 'Audit log' }} />
      <form onSubmit={jump} noValidate style={{ display: 'flex', alignItems: 'flex-start', gap: '0.5rem' }}>
        <Field label="Go to page" error={error}>
          <Input name="page" type="number" min={1} max={pageCount} size="sm" style={{ inlineSize: '6rem' }} />
        </Field>
        <Button type="submit" size="sm" variant="tint" style={{ marginBlockStart: '1.6rem' }}>
          Go
        </Button>
      </form>
      <p role="status" style={{ margin: 0 }}>
        Page {page} of {pageCount}
      </p>
    </div>
  );
}
