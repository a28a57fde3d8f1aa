import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button/Button';
import { Switch } from '@/ui/switch/Switch';
import { toast } from '@/ui/toast/toast';

type Result = { count: number; total: string };

/**
 * `toast.promise` can write its messages from the outcome: `render` receives the resolved `data`
 * (or the error), so the toast says what was found, or why it failed.
 */
export default function PromiseWithData() {
  const [fail, setFail] = useState(false);
  const search = () => {
    const request = new Promise<Result>((resolve, reject) =>
      setTimeout(
        () => (fail ? reject(new Error('the search service timed out')) : resolve({ count: 12, total: '$8,420' })),
        1000,
      ),
    );
    toast.promise<Result>(request, {
      pending: 'Looking for overdue invoices…',
      success: { render: ({ data }) => `${data.count} overdue invoices, ${data.total} in all.` },
      error: { render: ({ data }) => `No answer: ${(data as Error).message}.` },
    });
  };
  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: '1rem' }}>
      <Switch label="Make the search fail" checked={fail} onCheckedChange={setFail} />
      <Button variant="outline" startIcon={<Search aria-hidden />} onClick={search}>
        Find overdue invoices
      </Button>
    </div>
  );
}
