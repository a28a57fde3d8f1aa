import { useTranslation } from 'react-i18next';
import type { Employee } from '@/lib/api/schemas/datatables';
import { Badge } from '@/ui/badge/Badge';
import { statusLook } from '../status';

/** An employee's status number as its named, coloured state. */
export function EmployeeStatus({ status }: { status: Employee['status'] }) {
  const { t } = useTranslation('datatables');
  const { key, tone } = statusLook(status);
  return (
    <Badge tone={tone} pill>
      {t(`datatables.status.${key}`)}
    </Badge>
  );
}
