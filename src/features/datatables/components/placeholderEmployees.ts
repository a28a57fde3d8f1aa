import type { Employee } from '@/lib/api/schemas/datatables';

/**
 * Rows of the same shape as the real ones, drawn veiled while the first page loads: every cell keeps
 * to one line, so these rows are exactly as tall as the employees that replace them.
 */
export const placeholderEmployees = (count: number): Employee[] =>
  Array.from({ length: count }, (_, i) => ({
    id: -1 - i,
    avatar: '',
    full_name: 'Employee name',
    post: 'Post',
    email: 'employee.name@example.com',
    city: '',
    start_date: '2022-01-01',
    salary: 50_000,
    age: 40,
    experience: '',
    status: 1,
  }));
