import { useEffect, useState } from 'react';
import { Button } from '@/ui/button/Button';
import { Progress } from '@/ui/progress/Progress';

/**
 * A bar driven by work in progress: indeterminate while the upload gets ready (no value yet), then
 * filling step by step. The button starts it again; the end is announced.
 */
export default function LiveProgress() {
  const [value, setValue] = useState<number | null>(0);
  const [started, setStarted] = useState(false);
  const running = started && value !== 100;

  useEffect(() => {
    if (!running) return;
    // Stands in for the upload's progress events.
    const timer = setInterval(() => setValue((was) => Math.min((was ?? 0) + 20, 100)), 300);
    return () => clearInterval(timer);
  }, [running]);

  const start = () => {
    setValue(null);
    setStarted(true);
  };

  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Progress label="Uploading report.pdf" value={value} showValue striped={running} height={10} />
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1rem' }}>
        <Button loading={running} onClick={start}>
          {running ? 'Uploading…' : started ? 'Upload again' : 'Start upload'}
        </Button>
        <span role="status">{started && !running ? 'Upload complete.' : ''}</span>
      </div>
    </div>
  );
}
