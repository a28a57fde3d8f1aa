import type { Employee } from '@/lib/api/schemas/datatables';

export const MANY_ROWS = 10_000;

/**
 * The employees repeated up to `count` rows, for the table's long-list mode: each copy gets its own
 * id (after the last real one) and email, and a salary and start day moved a little, so sorting and
 * filtering still have something to do. The first copy is the data itself.
 */
export function manyEmployees(employees: readonly Employee[], count = MANY_ROWS): Employee[] {
  if (employees.length === 0) return [];
  const lastId = Math.max(...employees.map((e) => e.id));
  const rows: Employee[] = [];
  for (let n = 0; n < count; n++) {
    const employee = employees[n % employees.length]!;
    const copy = Math.floor(n / employees.length);
    if (copy === 0) {
      rows.push(employee);
      continue;
    }
    const day = new Date(`${employee.start_date}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() - copy * 7);
    rows.push({
      ...employee,
      id: lastId + n + 1 - employees.length,
      email: `${copy}.${employee.email}`,
      salary: Math.round(employee.salary * (1 + ((copy % 21) - 10) / 100) * 100) / 100,
      start_date: day.toISOString().slice(0, 10),
    });
  }
  return rows;
}
